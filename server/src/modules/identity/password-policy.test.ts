/**
 * New passwords (registration and every change) are refused when common, built on the account's
 * own username or e-mail, or trivially repetitive: a 400 with the message under the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  PASSWORD_HAS_IDENTITY,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SIMPLE,
  passwordProblem,
} from './password-policy';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each rule, with a password that breaks it for the account `grace-h` / `g.hopper@…`. */
const refusals: [string, (username: string) => string, string][] = [
  ['a common password, whatever its case', () => 'PassWord1', PASSWORD_TOO_COMMON],
  ['another listed one', () => 'qwerty123', PASSWORD_TOO_COMMON],
  ['the service name', () => 'my formloom key', PASSWORD_TOO_COMMON],
  ['the username itself', (username) => username.toUpperCase(), PASSWORD_HAS_IDENTITY],
  ['the username inside', (username) => `x${username}2024`, PASSWORD_HAS_IDENTITY],
  ['the e-mail local part', () => 'G.Hopper#1906', PASSWORD_HAS_IDENTITY],
  ['one character repeated', () => 'aaaaaaaaaa', PASSWORD_TOO_SIMPLE],
  ['a short run repeated', () => 'xyz!xyz!xyz!', PASSWORD_TOO_SIMPLE],
  ['two characters only', () => '1212121221', PASSWORD_TOO_SIMPLE],
  ['a straight sequence', () => 'abcdefghij', PASSWORD_TOO_SIMPLE],
];

let unique = 0;
const grace = () => {
  unique += 1;
  const username = `grace-h${unique}${process.pid}`;
  return newAccount({ username, email: `g.hopper@${username}.example.com` });
};

describe('registration', () => {
  it.each(refusals)('refuses %s', async (_rule, make, message) => {
    const account = grace();
    const password = make(account.username);
    const res = await new BrowserClient(t.app).post('/api/auth/register', {
      ...account,
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message,
      code: 'VALIDATION_ERROR',
      errors: { password: message },
    });
  });

  it('accepts a long, uncommon passphrase', async () => {
    const res = await new BrowserClient(t.app).post('/api/auth/register', grace());
    expect(res.statusCode).toBe(201);
  });
});

describe('changing the password', () => {
  const account = grace();
  let client: BrowserClient;
  beforeAll(async () => {
    client = new BrowserClient(t.app);
    expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
  });

  it.each(refusals)('refuses %s', async (_rule, make, message) => {
    const newPassword = make(account.username);
    // From another address each time: the endpoint allows 10 changes per address and window.
    const device = new BrowserClient(t.app);
    for (const [name, value] of client.cookies) device.cookies.set(name, value);
    const res = await device.post('/api/user/password', {
      currentPassword: account.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: message });
    // The old password still signs in: nothing was changed.
    const login = await new BrowserClient(t.app).post('/api/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('passwordProblem', () => {
  const context = { username: 'al', email: 'al@example.com' };

  it('refuses a short username only as the whole password, so it does not ban every word', async () => {
    expect(await passwordProblem('AL', context)).toBe(PASSWORD_HAS_IDENTITY);
    expect(await passwordProblem('halfway to alaska', context)).toBeNull();
  });

  it('lets varied passwords through', async () => {
    expect(await passwordProblem('Tr0ub4dor&3', context)).toBeNull();
    expect(await passwordProblem('abcdefgz', context)).toBeNull();
  });
});
