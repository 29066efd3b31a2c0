/**
 * Two-factor sign-in (issue 20 item 1) through the API: enrolment, the sign-in's second step with
 * codes computed here from the secret, a code good once (also when two sign-ins race with it),
 * backup codes good once, wrong codes counted as failed sign-ins, new backup codes, turning it off.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@core/api/common';
import { BACKUP_CODE_COUNT, TOTP_CODE_MESSAGE, twoFactorStatusSchema } from '@core/api/two-factor';
import { twoFactorBackupCodes, users } from '../../../db/schema';
import { BrowserClient } from '../../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { TWO_FACTOR_NEEDED, TWO_FACTOR_WRONG } from '../log-in';
import { NO_PASSWORD } from '../passwords';
import { ACCOUNT_FAILURES_BEFORE_PROOF } from '../sign-in-throttle';
import { hashBackupCode } from './backup-codes';
import { DISABLE_CODE_WRONG } from './disable-two-factor';
import { ENROL_CODE_WRONG } from './enable-two-factor';
import { GOOGLE_ONLY_MESSAGE } from './signed-in-account';
import { codeAt, enrolled, holdClock, logIn, mailsTo, registered } from './two-factor.test-support';

let t: TestContext;
let clock: ReturnType<typeof holdClock>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  clock = holdClock();
});
afterEach(() => {
  vi.useRealTimers();
});

const status = async (client: BrowserClient) =>
  twoFactorStatusSchema.parse((await client.get('/api/user/two-factor')).json());

describe('enrolment', () => {
  it('gives a new secret each time until a code turns it on, then ten backup codes once', async () => {
    const account = await registered(t);
    expect(await status(account.client)).toEqual({
      available: true,
      enabled: false,
      enabledAt: null,
      backupCodesLeft: 0,
    });

    const first = await account.client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    expect(first.statusCode).toBe(200);
    const setup = first.json() as { secret: string; otpauthUri: string; qrCodeSvg: string };
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Formloom:${account.username}`);
    expect(uri.searchParams.get('issuer')).toBe('Formloom');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(setup.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const second = await account.client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    const { secret } = second.json() as { secret: string };
    expect(secret).not.toBe(setup.secret);
    // The first secret was replaced: its code does not turn anything on.
    const stale = await account.client.post('/api/user/two-factor/enable', {
      code: codeAt(setup.secret),
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().errors).toEqual({ code: ENROL_CODE_WRONG });
    const malformed = await account.client.post('/api/user/two-factor/enable', { code: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ code: TOTP_CODE_MESSAGE });
    expect((await status(account.client)).enabled).toBe(false);

    // Typed with a space, as apps show it.
    const code = codeAt(secret);
    const enable = await account.client.post('/api/user/two-factor/enable', {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const { backupCodes } = enable.json() as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(backupCodes).size).toBe(BACKUP_CODE_COUNT);
    for (const backup of backupCodes) expect(backup).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const now = await status(account.client);
    expect(now).toMatchObject({ enabled: true, backupCodesLeft: BACKUP_CODE_COUNT });
    expect(now.enabledAt).not.toBeNull();
    // Only hashes are stored.
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, account.username));
    const stored = await t.database.db
      .select()
      .from(twoFactorBackupCodes)
      .where(eq(twoFactorBackupCodes.userId, user!.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      backupCodes.map((backup) => hashBackupCode(backup.replace('-', ''))).sort(),
    );
    expect(JSON.stringify(stored)).not.toContain(backupCodes[0]!.slice(0, 5));

    // On: neither a new secret nor a second enable.
    const again = await account.client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    expect(again.statusCode).toBe(409);
    clock.advanceSteps(1);
    const twice = await account.client.post('/api/user/two-factor/enable', {
      code: codeAt(secret),
    });
    expect(twice.statusCode).toBe(409);

    const [mail] = await mailsTo(t.database.db, account.email);
    expect(mail).toMatchObject({
      kind: 'two_factor_changed',
      subject: 'Formloom: Two-factor sign-in is on',
    });
    expect(mail!.text).toContain(account.username);
  });

  it('is for accounts with a password, and guests get 401', async () => {
    const account = await registered(t);
    await t.database.db
      .update(users)
      .set({ password: NO_PASSWORD })
      .where(eq(users.username, account.username));
    expect((await status(account.client)).available).toBe(false);
    const setup = await account.client.post('/api/user/two-factor/setup', {});
    expect(setup.statusCode).toBe(400);
    expect(setup.json()).toMatchObject({ code: 'NO_PASSWORD', message: GOOGLE_ONLY_MESSAGE });

    const guest = new BrowserClient(t.app);
    await guest.post('/api/session/guest');
    expect((await guest.get('/api/user/two-factor')).statusCode).toBe(401);
    expect((await guest.post('/api/user/two-factor/setup', {})).statusCode).toBe(401);
    expect((await guest.post('/api/user/two-factor/enable', { code: '123456' })).statusCode).toBe(
      401,
    );
  });
});

describe('backup codes', () => {
  it('regenerates with the password: ten new ones, the old ones stop working', async () => {
    const account = await enrolled(t);
    const without = await account.client.post('/api/user/two-factor/backup-codes', {});
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: ERROR_CODES.reauthRequired, reauth: 'password' });

    const res = await account.client.post('/api/user/two-factor/backup-codes', {
      currentPassword: account.password,
    });
    expect(res.statusCode).toBe(200);
    const { backupCodes } = res.json() as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(BACKUP_CODE_COUNT);
    expect(backupCodes.some((backup) => account.backupCodes.includes(backup))).toBe(false);

    const credentials = { username: account.username, password: account.password };
    const old = await logIn(t, { ...credentials, backupCode: account.backupCodes[0]! });
    expect(old.statusCode).toBe(401);
    const fresh = await logIn(t, { ...credentials, backupCode: backupCodes[0]! });
    expect(fresh.statusCode).toBe(200);
    expect((await status(account.client)).backupCodesLeft).toBe(BACKUP_CODE_COUNT - 1);

    const kinds = (await mailsTo(t.database.db, account.email)).map((m) => m.subject);
    expect(kinds).toEqual([
      'Formloom: Two-factor sign-in is on',
      'Formloom: New two-factor backup codes',
    ]);
  });
});

describe('turning it off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const account = await enrolled(t);
    const code = codeAt(account.secret);

    const noPassword = await account.client.post('/api/user/two-factor/disable', { code });
    expect(noPassword.statusCode).toBe(403);
    expect(noPassword.json()).toMatchObject({
      code: ERROR_CODES.reauthRequired,
      reauth: 'password',
    });
    const wrongPassword = await account.client.post('/api/user/two-factor/disable', {
      code,
      currentPassword: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(403);
    const wrongCode = await account.client.post('/api/user/two-factor/disable', {
      code: codeAt(account.secret, 5),
      currentPassword: account.password,
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toEqual({ code: DISABLE_CODE_WRONG });
    expect((await status(account.client)).enabled).toBe(true);

    const off = await account.client.post('/api/user/two-factor/disable', {
      code,
      currentPassword: account.password,
    });
    expect(off.statusCode).toBe(200);
    expect(await status(account.client)).toMatchObject({ enabled: false, backupCodesLeft: 0 });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null });
    const codesLeft = await t.database.db
      .select()
      .from(twoFactorBackupCodes)
      .where(eq(twoFactorBackupCodes.userId, row!.id));
    expect(codesLeft).toEqual([]);

    const signIn = await logIn(t, { username: account.username, password: account.password });
    expect(signIn.statusCode).toBe(200);
    const subjects = (await mailsTo(t.database.db, account.email)).map((m) => m.subject);
    expect(subjects.at(-1)).toBe('Formloom: Two-factor sign-in is off');
  });

  it('takes a backup code instead of the app (a lost phone)', async () => {
    const account = await enrolled(t);
    const off = await account.client.post('/api/user/two-factor/disable', {
      code: account.backupCodes[3]!.toUpperCase(),
      currentPassword: account.password,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await status(account.client)).enabled).toBe(false);
  });
});

describe('signing in', () => {
  it('asks for the code after the right password, and opens no session until then', async () => {
    const account = await enrolled(t);
    const client = new BrowserClient(t.app);
    const credentials = { username: account.username, password: account.password };
    const first = await logIn(t, credentials, client);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({
      code: ERROR_CODES.twoFactorRequired,
      message: TWO_FACTOR_NEEDED,
    });
    expect((await client.get('/api/user')).statusCode).toBe(401);

    // A wrong password says nothing about two-factor.
    const wrong = await logIn(t, { ...credentials, password: 'wrong password', code: '000000' });
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');

    const code = codeAt(account.secret);
    const signedIn = await logIn(t, { ...credentials, code }, client);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await client.get('/api/user')).json().username).toBe(account.username);

    // The same code again, in the same step: refused.
    const replay = await logIn(t, { ...credentials, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: ERROR_CODES.twoFactorRequired,
      message: TWO_FACTOR_WRONG,
    });

    // The next step's code works (the window is one step either side) once the clock is there,
    // and a code two steps old does not.
    clock.advanceSteps(1);
    expect((await logIn(t, { ...credentials, code: codeAt(account.secret) })).statusCode).toBe(200);
    clock.advanceSteps(1);
    const old = await logIn(t, { ...credentials, code: codeAt(account.secret, -2) });
    expect(old.statusCode).toBe(401);
  });

  it('lets exactly one of two sign-ins racing with one code through', async () => {
    const account = await enrolled(t);
    const body = { username: account.username, password: account.password };
    const code = codeAt(account.secret);
    const racing = await Promise.all([logIn(t, { ...body, code }), logIn(t, { ...body, code })]);
    expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 401]);

    const backupCode = account.backupCodes[0]!;
    const racingBackup = await Promise.all([
      logIn(t, { ...body, backupCode }),
      logIn(t, { ...body, backupCode }),
    ]);
    expect(racingBackup.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each backup code once, typed in any case and without its dash', async () => {
    const account = await enrolled(t);
    const body = { username: account.username, password: account.password };
    const typed = account.backupCodes[1]!.replace('-', '').toUpperCase();
    expect((await logIn(t, { ...body, backupCode: typed })).statusCode).toBe(200);
    const again = await logIn(t, { ...body, backupCode: account.backupCodes[1]! });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe(ERROR_CODES.twoFactorRequired);
    expect((await status(account.client)).backupCodesLeft).toBe(BACKUP_CODE_COUNT - 1);
    const malformed = await logIn(t, { ...body, backupCode: 'not a code' });
    expect(malformed.statusCode).toBe(400);
  });

  it('counts wrong codes as failed sign-ins: the account then asks for a proof of work', async () => {
    const account = await enrolled(t);
    const body = { username: account.username, password: account.password };
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PROOF; i += 1) {
      const res = await logIn(t, { ...body, code: codeAt(account.secret, 10 + i) });
      expect(res.json().code).toBe(ERROR_CODES.twoFactorRequired);
    }
    const next = await logIn(t, { ...body, code: codeAt(account.secret) });
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe(ERROR_CODES.captchaRequired);
  });
});
