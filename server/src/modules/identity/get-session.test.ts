/**
 * GET /api/session (issue 28 item 10): the app's way to ask who is signed in, answering a guest
 * with 200 and `{ user: null }` so no page load prints a failed request; GET /api/user keeps the
 * spec's 401 for its clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '@core/api/auth';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/session', () => {
  it('answers nobody and a guest with 200 and a null user, where /api/user says 401', async () => {
    const visitor = new BrowserClient(t.app);
    const nobody = await visitor.get('/api/session');
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual({ user: null });
    expect((await visitor.post('/api/session/guest', {})).statusCode).toBe(200);
    const guest = await visitor.get('/api/session');
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ user: null });
    expect((await visitor.get('/api/user')).statusCode).toBe(401);
  });

  it('answers a signed-in person with the same user /api/user gives', async () => {
    const client = new BrowserClient(t.app);
    const account = newAccount();
    expect((await client.post('/api/auth/register', account)).statusCode).toBe(201);
    const session = await client.get('/api/session');
    expect(session.statusCode).toBe(200);
    const { user } = sessionResponseSchema.parse(session.json());
    expect(user).toEqual((await client.get('/api/user')).json());
    expect(user?.username).toBe(account.username);
  });
});
