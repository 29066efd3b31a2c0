/**
 * Who may call /api/v1: a valid key only. Cookies never authenticate it, keys never authenticate
 * the app's own routes; expired and revoked keys and disabled accounts are refused; each key is
 * rate limited with the RateLimit header fields.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1_RATE_LIMIT } from '@core/api/v1';
import { apiKeys, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { createForm, signUp } from '../collaboration/collaboration.test-support';
import { callV1, createKey } from './api-v1.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authentication', () => {
  it('refuses a request without a key, with a Bearer challenge', async () => {
    const res = await callV1(t.app, null, '/api/v1/forms');
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="formloom-api"');
    expect(res.json().message).toBe(
      'Send an API key: Authorization: Bearer <key>. Create keys on your profile.',
    );
  });

  it("never takes a signed-in browser's cookie for a key", async () => {
    const person = await signUp(t.app);
    expect((await person.client.get('/api/user')).statusCode).toBe(200);
    const res = await person.client.get('/api/v1/forms');
    expect(res.statusCode).toBe(401);
    // With a key that is not valid, the cookie next to it does not help either.
    const forged = await person.client.get('/api/v1/forms', {
      authorization: `Bearer flk_${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid API key');
    const garbage = await callV1(t.app, 'not-a-key', '/api/v1/forms');
    expect(garbage.json().message).toBe('Invalid API key');
  });

  it("never lets a key authenticate the app's own routes", async () => {
    const person = await signUp(t.app);
    const formId = await createForm(person.client);
    const { key } = await createKey(person, 'read_write');
    expect((await callV1(t.app, key, `/api/v1/forms/${formId}`)).statusCode).toBe(200);
    expect((await callV1(t.app, key, '/api/user')).statusCode).toBe(401);
    expect((await callV1(t.app, key, `/api/forms/${formId}`)).statusCode).toBe(404);
    expect((await callV1(t.app, key, `/api/forms/${formId}/responses`)).statusCode).toBe(404);
    // A write to the app with a key is still a cross-origin write without a session.
    const del = await callV1(t.app, key, `/api/forms/${formId}`, 'DELETE');
    expect(del.statusCode).toBe(403);
    expect(del.json().code).toBe('BAD_ORIGIN');
  });

  it('refuses an expired key', async () => {
    const person = await signUp(t.app);
    const { key, apiKey } = await createKey(person, 'read', {
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await callV1(t.app, key, '/api/v1/forms')).statusCode).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, apiKey.id));
    const res = await callV1(t.app, key, '/api/v1/forms');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This API key has expired');
  });

  it('refuses the keys of a disabled account', async () => {
    const person = await signUp(t.app);
    const { key } = await createKey(person);
    await t.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, person.id));
    const res = await callV1(t.app, key, '/api/v1/forms');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('This account has been disabled.');
  });

  it('records the last use, writing at most once a minute', async () => {
    const person = await signUp(t.app);
    const { key, apiKey } = await createKey(person);
    const lastUsed = async () =>
      (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await callV1(t.app, key, '/api/v1/forms');
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await callV1(t.app, key, '/api/v1/forms');
    expect((await lastUsed())!.getTime()).toBe(first!.getTime());
    // A minute later (moved back in the database rather than waited for), the next call writes.
    const earlier = new Date(first!.getTime() - 120_000);
    await t.database.db
      .update(apiKeys)
      .set({ lastUsedAt: earlier })
      .where(eq(apiKeys.id, apiKey.id));
    await callV1(t.app, key, '/api/v1/forms');
    expect((await lastUsed())!.getTime()).toBeGreaterThan(earlier.getTime() + 60_000);
    const listed = (await person.client.get('/api/api-keys')).json().apiKeys[0];
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('lets a Bearer write through the same-origin check (programs send no Origin)', async () => {
    const person = await signUp(t.app);
    const formId = await createForm(person.client);
    const { key } = await createKey(person, 'read_write');
    const res = await callV1(t.app, key, `/api/v1/forms/${formId}/responses/999999`, 'DELETE');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Response not found');
    // Without the key, the same request is still refused before anything else.
    const bare = await callV1(t.app, null, `/api/v1/forms/${formId}/responses/1`, 'DELETE');
    expect(bare.statusCode).toBe(403);
    expect(bare.json().code).toBe('BAD_ORIGIN');
  });
});

describe('rate limiting', () => {
  it(`allows ${V1_RATE_LIMIT} requests a minute per key, with RateLimit fields, then 429`, async () => {
    const person = await signUp(t.app);
    const [a, b] = [await createKey(person), await createKey(person)];
    const first = await callV1(t.app, a.key, '/api/v1/forms');
    expect(first.headers['ratelimit-policy']).toBe(`${V1_RATE_LIMIT};w=60`);
    expect(first.headers.ratelimit).toMatch(
      new RegExp(`^limit=${V1_RATE_LIMIT}, remaining=${V1_RATE_LIMIT - 1}, reset=(60|59)$`),
    );
    for (let i = 1; i < V1_RATE_LIMIT; i++) {
      const res = await callV1(t.app, a.key, '/api/v1/forms');
      expect(res.statusCode).toBe(200);
    }
    const limited = await callV1(t.app, a.key, '/api/v1/forms');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers.ratelimit).toMatch(/^limit=120, remaining=0, reset=\d+$/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Per key: the user's other key is untouched.
    const other = await callV1(t.app, b.key, '/api/v1/forms');
    expect(other.statusCode).toBe(200);
    expect(other.headers.ratelimit).toMatch(/remaining=119,/);
  });
});
