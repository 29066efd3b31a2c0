/**
 * Personal API keys: created by a signed-in user and shown once, stored hashed, listed by prefix,
 * capped, revoked; guests have none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_ACTIVE_MAX, type ApiKeyList } from '@core/api/api-keys';
import { apiKeys } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { signUp } from '../collaboration/collaboration.test-support';
import { callV1, createKey, KEY_OWNER_PASSWORD } from '../api-v1/api-v1.test-support';
import { hashApiKey } from './api-key-token';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creating a key', () => {
  it('answers the key once, stores only its SHA-256, and lists it by prefix', async () => {
    const person = await signUp(t.app);
    const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await createKey(person, 'read_write', { name: ' CRM sync ', expiresAt });
    expect(created.key).toMatch(/^flk_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'CRM sync',
      scope: 'read_write',
      prefix: created.key.slice(0, 12),
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    const [row] = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, created.apiKey.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await person.client.get('/api/api-keys');
    expect(list.statusCode).toBe(200);
    const body = list.json() as ApiKeyList;
    expect(body.apiKeys).toEqual([created.apiKey]);
    expect(list.body).not.toContain(created.key);
  });

  it('refuses a past expiry and a missing name with field errors', async () => {
    const person = await signUp(t.app);
    const past = await person.client.post('/api/api-keys', {
      name: 'Old',
      scope: 'read',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      currentPassword: KEY_OWNER_PASSWORD,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ expiresAt: 'The expiry date must be in the future' });
    const unnamed = await person.client.post('/api/api-keys', { name: '  ', scope: 'read' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.name).toBe('Give the key a name');
    const badScope = await person.client.post('/api/api-keys', { name: 'x', scope: 'admin' });
    expect(badScope.statusCode).toBe(400);
  });

  it(`allows ${API_KEYS_ACTIVE_MAX} active keys; a revoked one frees its place`, async () => {
    const person = await signUp(t.app);
    // Written directly: the route's hourly limit is not this test's subject.
    await t.database.db.insert(apiKeys).values(
      Array.from({ length: API_KEYS_ACTIVE_MAX - 1 }, (_, i) => ({
        userId: person.id,
        name: `k${i}`,
        prefix: `flk_pre${i}`,
        keyHash: `hash-${person.id}-${i}`,
        scope: 'read' as const,
      })),
    );
    // Two at once for the last place: the lock on the user's row lets exactly one through.
    const racing = await Promise.all([
      person.client.post('/api/api-keys', {
        name: 'a',
        scope: 'read',
        currentPassword: KEY_OWNER_PASSWORD,
      }),
      person.client.post('/api/api-keys', {
        name: 'b',
        scope: 'read',
        currentPassword: KEY_OWNER_PASSWORD,
      }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = racing.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(
      `You can have ${API_KEYS_ACTIVE_MAX} active API keys. Revoke one you no longer use first.`,
    );
    const created = racing.find((r) => r.statusCode === 201)!.json();
    expect((await person.client.delete(`/api/api-keys/${created.apiKey.id}`)).statusCode).toBe(200);
    await createKey(person);
  });

  it('is for accounts only: a guest gets 401 on every key route', async () => {
    const guest = new BrowserClient(t.app);
    await guest.post('/api/session/guest');
    expect((await guest.get('/api/api-keys')).statusCode).toBe(401);
    expect((await guest.post('/api/api-keys', { name: 'x', scope: 'read' })).statusCode).toBe(401);
    expect((await guest.delete('/api/api-keys/1')).statusCode).toBe(401);
  });
});

describe('revoking a key', () => {
  it('stops it at once, keeps it listed with the time, and is idempotent', async () => {
    const person = await signUp(t.app);
    const { key, apiKey } = await createKey(person);
    expect((await callV1(t.app, key, '/api/v1/forms')).statusCode).toBe(200);

    const revoked = await person.client.delete(`/api/api-keys/${apiKey.id}`);
    expect(revoked.statusCode).toBe(200);
    const revokedAt = revoked.json().apiKey.revokedAt as string;
    expect(Date.parse(revokedAt)).not.toBeNaN();
    const again = await person.client.delete(`/api/api-keys/${apiKey.id}`);
    expect(again.json().apiKey.revokedAt).toBe(revokedAt);

    const res = await callV1(t.app, key, '/api/v1/forms');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'This API key has been revoked' });
    const list = (await person.client.get('/api/api-keys')).json() as ApiKeyList;
    expect(list.apiKeys[0]!.revokedAt).toBe(revokedAt);
  });

  it("answers 404 for another user's key and leaves it working", async () => {
    const [owner, stranger] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const { key, apiKey } = await createKey(owner);
    const res = await stranger.client.delete(`/api/api-keys/${apiKey.id}`);
    expect(res.statusCode).toBe(404);
    expect((await callV1(t.app, key, '/api/v1/forms')).statusCode).toBe(200);
    expect(((await stranger.client.get('/api/api-keys')).json() as ApiKeyList).apiKeys).toEqual([]);
  });
});
