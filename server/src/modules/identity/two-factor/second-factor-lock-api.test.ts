/**
 * Issue 27 item 4 through the API, on either database driver: wrong second-factor codes are
 * counted per account whatever the address, at sign-in and when turning two-factor off alike; the
 * tenth closes every code attempt (the right code too) with 429 and Retry-After until the window
 * passes, and mails the owner once. A password reset does not reopen it. The clock is held (only
 * Date is faked) and the app's shared state reads it, so the window passes without waiting.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@core/api/common';
import { BACKUP_CODE_COUNT } from '@core/api/two-factor';
import { users } from '../../../db/schema';
import { MemorySharedState } from '../../../lib/shared-state';
import { BrowserClient } from '../../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { TWO_FACTOR_WRONG } from '../log-in';
import {
  CODE_FAILURE_WINDOW_MS,
  CODE_FAILURES_MAX,
  codesLockedMessage,
} from './second-factor-lock';
import {
  alertsTo,
  disableFromNewAddress,
  signInFromNewAddress,
  wrongCodesAtDisable,
  wrongBackupCode,
  wrongCode,
} from './second-factor-lock.test-support';
import { codeAt, enrolled, holdClock, mailsTo } from './two-factor.test-support';

const WINDOW_SECONDS = CODE_FAILURE_WINDOW_MS / 1000;
const LOCKED = { code: ERROR_CODES.rateLimited, message: codesLockedMessage(15) };

let t: TestContext;
let clock: ReturnType<typeof holdClock>;
beforeAll(async () => {
  // Windows measured by Date.now() as the test holds it (MemorySharedState's default would keep
  // the real clock it found at construction).
  t = await createTestApp({ sharedState: new MemorySharedState(() => Date.now()) });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = holdClock();
});
afterEach(() => {
  vi.useRealTimers();
});

const lastStepOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.twoFactorLastStep;

describe('wrong codes at sign-in', () => {
  // Its sign-ins after the fifth failure each solve a proof of work (a second or so each on a
  // loaded machine), so it gets more than the default time.
  it(
    'closes the account to codes after ten from ten addresses, and mails the owner once',
    { timeout: 120_000 },
    async () => {
      const account = await enrolled(t);
      const body = { username: account.username, password: account.password };
      for (let i = 0; i < CODE_FAILURES_MAX; i += 1) {
        // Backup codes are counted as well.
        const guess: Record<string, string> =
          i % 4 === 3 ? { backupCode: wrongBackupCode(i) } : { code: wrongCode(account.secret, i) };
        const res = await signInFromNewAddress(t.app, { ...body, ...guess });
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json()).toEqual({
          code: ERROR_CODES.twoFactorRequired,
          message: TWO_FACTOR_WRONG,
        });
      }
      const stepBefore = await lastStepOf(account.email);

      const right = await signInFromNewAddress(t.app, { ...body, code: codeAt(account.secret) });
      expect(right.statusCode).toBe(429);
      expect(right.headers['retry-after']).toBe(String(WINDOW_SECONDS));
      expect(right.json()).toEqual(LOCKED);
      // Refused before it was tested: the code is still unspent, as are the backup codes.
      expect(await lastStepOf(account.email)).toBe(stepBefore);
      const backup = await signInFromNewAddress(t.app, {
        ...body,
        backupCode: account.backupCodes[0]!,
      });
      expect(backup.statusCode).toBe(429);
      const status = await account.client.get('/api/user/two-factor');
      expect(status.json()).toMatchObject({ backupCodesLeft: BACKUP_CODE_COUNT });
      // The password alone is told at once, rather than asked for a code that would be refused.
      const passwordOnly = await signInFromNewAddress(t.app, body);
      expect(passwordOnly.statusCode).toBe(429);
      expect(passwordOnly.headers['retry-after']).toBe(String(WINDOW_SECONDS));
      // Turning it off in a session is refused just the same.
      const disable = await account.client.post('/api/user/two-factor/disable', {
        currentPassword: account.password,
        code: codeAt(account.secret),
      });
      expect(disable.statusCode).toBe(429);
      expect(disable.json()).toEqual(LOCKED);

      // One mail, at the crossing; the refused attempts after it (11th, 12th, ...) add none.
      const alerts = await alertsTo(t.database.db, account.email);
      expect(alerts).toHaveLength(1);
      const [alert] = alerts;
      expect(alert!.subject).toBe(
        'Formloom: Someone signed in with your password and a wrong code',
      );
      expect(alert!.text).toContain(`the Formloom account ${account.username}`);
      expect(alert!.text).toContain('Change your password now');
      expect(alert!.text).toContain('while signing in');
      expect(alert!.text).toMatch(
        /from the address 203\.0\.113\.\d+, Unknown browser on Unknown system/,
      );
      expect(alert!.text).toContain('UTC');
      for (const secret of [account.password, account.secret, codeAt(account.secret)]) {
        expect(alert!.text).not.toContain(secret);
        expect(alert!.html).not.toContain(secret);
      }
    },
  );

  it('counts only wrong codes: nine, the right one, then the tenth wrong closes it', async () => {
    const account = await enrolled(t);
    const body = { username: account.username, password: account.password };
    await wrongCodesAtDisable([t.app], account, 0, CODE_FAILURES_MAX - 1);
    const signedIn = await signInFromNewAddress(t.app, { ...body, code: codeAt(account.secret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await alertsTo(t.database.db, account.email)).toEqual([]);

    clock.advanceSteps(1);
    const tenth = await signInFromNewAddress(t.app, {
      ...body,
      code: wrongCode(account.secret, 99),
    });
    expect(tenth.statusCode).toBe(401);
    const right = await signInFromNewAddress(t.app, { ...body, code: codeAt(account.secret) });
    expect(right.statusCode).toBe(429);
    expect((await alertsTo(t.database.db, account.email))[0]!.text).toContain('while signing in');
  });
});

describe('wrong codes when turning two-factor off', () => {
  it('share the count with sign-in: five of each close both', async () => {
    const account = await enrolled(t);
    const body = { username: account.username, password: account.password };
    for (let i = 0; i < 5; i += 1) {
      const res = await signInFromNewAddress(t.app, {
        ...body,
        code: wrongCode(account.secret, i),
      });
      expect(res.statusCode).toBe(401);
    }
    await wrongCodesAtDisable([t.app], account, 5, CODE_FAILURES_MAX);
    const disable = await disableFromNewAddress(t.app, account, codeAt(account.secret));
    expect(disable.statusCode).toBe(429);
    expect(disable.headers['retry-after']).toBe(String(WINDOW_SECONDS));
    expect((await account.client.get('/api/user/two-factor')).json().enabled).toBe(true);
    const signIn = await signInFromNewAddress(t.app, { ...body, code: codeAt(account.secret) });
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json()).toEqual(LOCKED);

    const alerts = await alertsTo(t.database.db, account.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(
      'while turning two-factor sign-in off in a signed-in session',
    );
  });
});

describe('the window', () => {
  it('reopens when it has passed, and a new crossing mails again', async () => {
    const account = await enrolled(t);
    const body = { username: account.username, password: account.password };
    await wrongCodesAtDisable([t.app], account, 0, CODE_FAILURES_MAX);
    clock.advanceSteps(29);
    const almost = await signInFromNewAddress(t.app, { ...body, code: codeAt(account.secret) });
    expect(almost.statusCode).toBe(429);
    expect(almost.headers['retry-after']).toBe('30');
    expect(almost.json().message).toBe(codesLockedMessage(1));

    clock.advanceSteps(1);
    const open = await signInFromNewAddress(t.app, { ...body, code: codeAt(account.secret) });
    expect(open.statusCode, open.body).toBe(200);

    await wrongCodesAtDisable([t.app], account, 0, CODE_FAILURES_MAX);
    expect(await alertsTo(t.database.db, account.email)).toHaveLength(2);
  });
});

describe('a password reset', () => {
  it('does not reopen the account to codes', async () => {
    const account = await enrolled(t);
    await wrongCodesAtDisable([t.app], account, 0, CODE_FAILURES_MAX);
    const asked = await new BrowserClient(t.app).post('/api/auth/forgot-password', {
      email: account.email,
    });
    expect(asked.statusCode).toBe(202);
    const resetMail = (await mailsTo(t.database.db, account.email)).find(
      (m) => m.kind === 'password_reset',
    );
    const token = /reset-password\?token=([\w%-]+)/.exec(resetMail!.text)![1]!;
    const password = 'an entirely new passphrase';
    const reset = await new BrowserClient(t.app).post('/api/auth/reset-password', {
      token: decodeURIComponent(token),
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const body = { username: account.username, password };
    const withCode = await signInFromNewAddress(t.app, { ...body, code: codeAt(account.secret) });
    expect(withCode.statusCode).toBe(429);
    expect(withCode.json()).toEqual(LOCKED);
    expect(withCode.headers['retry-after']).toBe(String(WINDOW_SECONDS));
    const passwordOnly = await signInFromNewAddress(t.app, body);
    expect(passwordOnly.statusCode).toBe(429);
  });
});
