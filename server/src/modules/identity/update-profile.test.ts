import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { verifyAddress } from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('updates the name at once and the e-mail once its link is opened, refusing a verified one', async () => {
    const other = newAccount();
    const otherClient = new BrowserClient(t.app);
    await otherClient.post('/api/auth/register', other);
    await verifyAddress(otherClient, t.database.db, other.email);
    const client = new BrowserClient(t.app);
    const account = newAccount();
    await client.post('/api/auth/register', account);
    const res = await client.patch('/api/user', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      currentPassword: account.password,
    });
    expect(res.statusCode).toBe(200);
    // ADR 029: the new address waits for its link; the name needs none.
    expect(res.json()).toMatchObject({
      name: 'Grace Hopper',
      email: account.email,
      pendingEmail: 'grace@example.com',
    });
    await verifyAddress(client, t.database.db, 'grace@example.com');
    expect((await client.get('/api/user')).json()).toMatchObject({
      email: 'grace@example.com',
      emailVerified: true,
      pendingEmail: null,
    });
    const taken = await client.patch('/api/user', {
      email: other.email,
      currentPassword: account.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });

  it('refuses with 400 and a field map a change that has no field it may change', async () => {
    const client = new BrowserClient(t.app);
    const account = newAccount();
    const before = (await client.post('/api/auth/register', account)).json();
    for (const body of [
      {},
      { role: 'admin' },
      { credits: 1000 },
      { id: 1 },
      { role: 'admin', id: 2 },
    ]) {
      const res = await client.patch('/api/user', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({
        message: 'Nothing to change: send a name or an email',
        code: 'VALIDATION_ERROR',
        errors: {
          name: 'Nothing to change: send a name or an email',
          email: 'Nothing to change: send a name or an email',
        },
      });
    }
    // Nothing changed: not the role, not the credits, not the profile.
    expect((await client.get('/api/user')).json()).toEqual(before);
  });

  it('changes the password and ends the other sessions', async () => {
    const account = newAccount();
    const laptop = new BrowserClient(t.app);
    await laptop.post('/api/auth/register', account);
    const phone = new BrowserClient(t.app);
    await phone.post('/api/auth/login', { username: account.username, password: account.password });
    expect((await phone.get('/api/user')).statusCode).toBe(200);

    const wrong = await laptop.post('/api/user/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'a new long password',
      confirmPassword: 'a new long password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.currentPassword).toBe('Current password is incorrect');

    const ok = await laptop.post('/api/user/password', {
      currentPassword: account.password,
      newPassword: 'a new long password',
      confirmPassword: 'a new long password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    const relogin = await new BrowserClient(t.app).post('/api/auth/login', {
      username: account.username,
      password: 'a new long password',
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('requires a session', async () => {
    expect((await new BrowserClient(t.app).patch('/api/user', { name: 'x' })).statusCode).toBe(401);
  });
});
