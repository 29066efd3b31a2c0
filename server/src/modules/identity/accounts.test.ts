import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '@core/api/auth';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { verifyAddress } from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates the account, signs it in and never returns the password hash', async () => {
    const client = new BrowserClient(t.app);
    const account = newAccount({ name: 'Ada Lovelace' });
    const res = await client.post('/api/auth/register', account);
    expect(res.statusCode).toBe(201);
    const user = userSchema.strict().parse(res.json());
    expect(user).toMatchObject({
      username: account.username,
      email: account.email,
      name: 'Ada Lovelace',
      role: 'user',
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(account.password);
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(account.username);
  });

  it.each([
    [
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [{ confirmPassword: 'something else' }, 'confirmPassword', "Passwords don't match"],
    [{ username: '' }, 'username', 'Username is required'],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
  ])('rejects %o with the spec message on %s', async (override, field, message) => {
    const res = await new BrowserClient(t.app).post('/api/auth/register', newAccount(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers 409 for a taken username or a verified e-mail', async () => {
    const account = newAccount();
    const owner = new BrowserClient(t.app);
    expect((await owner.post('/api/auth/register', account)).statusCode).toBe(201);
    // Only a verified address is taken (ADR 029; verify-email.test.ts covers an unverified one).
    await verifyAddress(owner, t.database.db, account.email);
    const sameName = await new BrowserClient(t.app).post(
      '/api/auth/register',
      newAccount({ username: account.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken');
    const sameEmail = await new BrowserClient(t.app).post(
      '/api/auth/register',
      newAccount({ email: account.email }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      message: 'An account with that email already exists',
      code: 'EMAIL_TAKEN',
    });
  });
});

describe('sign-in and sign-out', () => {
  const account = newAccount();
  beforeAll(async () => {
    await new BrowserClient(t.app).post('/api/auth/register', account);
  });

  it('answers 401 on /api/user when signed out', async () => {
    const res = await new BrowserClient(t.app).get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not logged in', code: 'UNAUTHORIZED' });
  });

  it('validates the login body with the spec messages', async () => {
    const res = await new BrowserClient(t.app).post('/api/auth/login', {
      username: '',
      password: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await new BrowserClient(t.app).post('/api/auth/login', {
      username: 'nobody-here',
      password: 'whatever1',
    });
    const wrong = await new BrowserClient(t.app).post('/api/auth/login', {
      username: account.username,
      password: 'wrong-password',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('signs in, rotates the session token, updates lastLoginAt and signs out', async () => {
    const client = new BrowserClient(t.app);
    await client.post('/api/session/guest');
    const guestToken = client.cookies.get('formloom_session');
    expect(guestToken).toBeTruthy();
    const res = await client.post('/api/auth/login', {
      username: account.username,
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().lastLoginAt).not.toBeNull();
    const userToken = client.cookies.get('formloom_session');
    expect(userToken).not.toBe(guestToken);
    const cookie = res.cookies.find((c) => c.name === 'formloom_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The old guest token no longer identifies anyone.
    const stale = new BrowserClient(t.app);
    stale.cookies.set('formloom_session', guestToken!);
    expect((await stale.get('/api/user')).statusCode).toBe(401);

    expect((await client.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    // A cookie reused after logout is dead.
    const replay = new BrowserClient(t.app);
    replay.cookies.set('formloom_session', userToken!);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('never authenticates from X-Firebase-UID or body identity fields', async () => {
    const client = new BrowserClient(t.app);
    const res = await client.request({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-firebase-uid': 'someone', 'x-user-id': '1' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('guest sessions and check-user', () => {
  it('issues one guest id per browser and keeps it', async () => {
    const client = new BrowserClient(t.app);
    const first = await client.post('/api/session/guest');
    const again = await client.post('/api/session/guest');
    expect(first.json().guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.json().guestId).toBe(first.json().guestId);
    const other = await new BrowserClient(t.app).post('/api/session/guest');
    expect(other.json().guestId).not.toBe(first.json().guestId);
  });

  it('tells whether an e-mail is registered', async () => {
    const account = newAccount();
    await new BrowserClient(t.app).post('/api/auth/register', account);
    const client = new BrowserClient(t.app);
    expect(
      (await client.post('/api/check-user', { email: account.email.toUpperCase() })).json(),
    ).toEqual({ exists: true });
    expect((await client.post('/api/check-user', { email: 'nobody@example.com' })).json()).toEqual({
      exists: false,
    });
  });
});
