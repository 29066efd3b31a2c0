/**
 * Issue 27: sign-in takes the e-mail address as well as the username, with the same answers for
 * everything that fails, and the per-account failure count is one whichever name was typed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@core/api/common';
import { users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { findAccountForSignIn } from './find-account-for-sign-in';
import { ACCOUNT_FAILURES_BEFORE_PROOF } from './sign-in-throttle';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registered(overrides: Record<string, string> = {}) {
  const account = newAccount(overrides);
  const res = await new BrowserClient(t.app).post('/api/auth/register', account);
  expect(res.statusCode, res.body).toBe(201);
  return { ...account, id: res.json().id as number };
}

/** A sign-in from a machine of its own, so the per-address limit stays out of the way. */
const logIn = (username: string, password: string, client = new BrowserClient(t.app)) =>
  client.post('/api/auth/login', { username, password });

describe('the sign-in identifier', () => {
  it('signs in with the e-mail address, in any case and with spaces around it', async () => {
    const account = await registered();
    const client = new BrowserClient(t.app);
    const res = await logIn(`  ${account.email.toUpperCase()} `, account.password, client);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: account.id, username: account.username });
    expect((await client.get('/api/user')).json().id).toBe(account.id);
    // The username still works, in any case.
    expect((await logIn(account.username.toUpperCase(), account.password)).statusCode).toBe(200);
  });

  it("names the account that verified the address, not an impostor's earlier registration", async () => {
    const impostor = await registered({
      password: 'a different phrase entirely',
      confirmPassword: 'a different phrase entirely',
    });
    // The address's owner registers it too (unverified addresses are not reserved, ADR 029).
    const owner = await registered({ email: impostor.email });
    // Until someone verifies it, the address names its oldest holder, as a reset does.
    expect((await logIn(impostor.email, impostor.password)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, owner.id));
    const mine = await logIn(owner.email, owner.password);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().id).toBe(owner.id);
    expect((await logIn(impostor.email, impostor.password)).statusCode).toBe(401);
    // The impostor keeps their own username.
    expect((await logIn(impostor.username, impostor.password)).statusCode).toBe(200);
  });

  it('takes an address longer than any username', async () => {
    const email = `${'a'.repeat(60)}.${Date.now()}@${'b'.repeat(60)}.example.com`;
    expect(email.length).toBeGreaterThan(100);
    const account = await registered({ email });
    expect((await logIn(email, account.password)).statusCode).toBe(200);
  });

  it('answers an unknown address, a wrong password by address and an unknown username alike', async () => {
    const account = await registered();
    const answers = await Promise.all([
      logIn(`nobody-${Date.now()}@example.com`, 'whatever it is'),
      logIn(account.email, 'not the password'),
      logIn(`nobody${Date.now()}`, 'whatever it is'),
      logIn(account.username, 'not the password'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Invalid username or password',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('never mixes the two names: a username and an address of two accounts stay apart', async () => {
    // Ada's username is the local part of Grace's address.
    const ada = await registered();
    const grace = await registered({ email: `${ada.username}@example.org` });
    const find = (name: string) => findAccountForSignIn(t.database.db, name);
    expect((await find(ada.username))?.id).toBe(ada.id);
    expect((await find(grace.email))?.id).toBe(grace.id);
    expect((await find(grace.username))?.id).toBe(grace.id);
    expect(await find(`${grace.username}@example.org`)).toBeUndefined();
    expect((await logIn(grace.email, grace.password)).json().id).toBe(grace.id);
  });
});

describe('failures by either name', () => {
  it('count for one account: the proof is asked for by both names', async () => {
    const account = await registered();
    const half = Math.ceil(ACCOUNT_FAILURES_BEFORE_PROOF / 2);
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PROOF; i += 1) {
      const name = i < half ? account.username : account.email.toUpperCase();
      expect((await logIn(name, `wrong-${i}`)).statusCode).toBe(401);
    }
    for (const name of [account.username, account.email]) {
      const asked = await logIn(name, account.password);
      expect(asked.statusCode).toBe(401);
      expect(asked.json().code).toBe(ERROR_CODES.captchaRequired);
    }
  });

  it('are forgotten for both names by a sign-in with either', async () => {
    const account = await registered();
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PROOF - 1; i += 1) {
      expect((await logIn(account.email, `wrong-${i}`)).statusCode).toBe(401);
    }
    expect((await logIn(account.username, account.password)).statusCode).toBe(200);
    // Had the success cleared only the username's count, this would be the fifth failure and
    // the next sign-in would need a proof.
    expect((await logIn(account.email, 'wrong again')).statusCode).toBe(401);
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('of an unknown address count as an account would, so the answers reveal nothing', async () => {
    const unknown = `nobody-${Date.now()}@example.com`;
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PROOF; i += 1) {
      expect((await logIn(unknown, `wrong-${i}`)).statusCode).toBe(401);
    }
    const asked = await logIn(unknown.toUpperCase(), 'another guess');
    expect(asked.statusCode).toBe(401);
    expect(asked.json().code).toBe(ERROR_CODES.captchaRequired);
  });

  it('are counted under the account even when its address changes', async () => {
    const account = await registered();
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_PROOF; i += 1) {
      expect((await logIn(account.email, `wrong-${i}`)).statusCode).toBe(401);
    }
    const changed = `changed-${Date.now()}@example.com`;
    await t.database.db.update(users).set({ email: changed }).where(eq(users.id, account.id));
    const asked = await logIn(changed, account.password);
    expect(asked.json().code).toBe(ERROR_CODES.captchaRequired);
  });
});
