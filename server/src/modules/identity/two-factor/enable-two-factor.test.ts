/**
 * Turning two-factor on (issue 27 item 3) leaves what was open before it open: other sessions stay
 * signed in and API keys keep working. The answer says so, counting the other sessions and listing
 * the active keys (never the key itself), and "Sign out everywhere else" then ends the others.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { twoFactorEnableResponseSchema } from '@core/api/two-factor-enabled';
import { apiKeys } from '../../../db/schema';
import { BrowserClient } from '../../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { codeAt, holdClock, registered } from './two-factor.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  holdClock();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('turning two-factor on', () => {
  it('says how many other sessions are signed in and which API keys still work', async () => {
    const account = await registered(t);
    const credentials = { username: account.username, password: account.password };
    const laptop = new BrowserClient(t.app);
    const phone = new BrowserClient(t.app);
    for (const device of [laptop, phone]) {
      expect((await device.post('/api/auth/login', credentials)).statusCode).toBe(200);
    }
    const keys: Record<string, { id: number; key: string }> = {};
    for (const name of ['Zapier', 'Old script', 'Expired export']) {
      const res = await account.client.post('/api/api-keys', {
        name,
        scope: 'read',
        currentPassword: account.password,
      });
      expect(res.statusCode, res.body).toBe(201);
      keys[name] = { id: res.json().apiKey.id, key: res.json().key };
    }
    expect(
      (await account.client.delete(`/api/api-keys/${keys['Old script']!.id}`)).statusCode,
    ).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(apiKeys.id, keys['Expired export']!.id));

    const setup = await account.client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    const { secret } = setup.json() as { secret: string };
    const enable = await account.client.post('/api/user/two-factor/enable', {
      code: codeAt(secret),
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const answer = twoFactorEnableResponseSchema.parse(enable.json());
    expect(answer.otherSessions).toBe(2);
    expect(answer.apiKeys).toEqual([
      expect.objectContaining({
        id: keys.Zapier!.id,
        name: 'Zapier',
        prefix: keys.Zapier!.key.slice(0, answer.apiKeys[0]!.prefix.length),
        revokedAt: null,
        lastUsedAt: null,
      }),
    ]);
    expect(enable.body).not.toContain(keys.Zapier!.key);

    // Nothing was ended without being asked: the other devices are still signed in.
    expect((await phone.get('/api/user')).statusCode).toBe(200);
    const signOut = await account.client.post('/api/user/sessions/sign-out-others', {});
    expect(signOut.json()).toEqual({ ended: 2 });
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await account.client.get('/api/user')).statusCode).toBe(200);
  });

  it('says nothing is open when nothing is', async () => {
    const account = await registered(t);
    const setup = await account.client.post('/api/user/two-factor/setup', {
      currentPassword: account.password,
    });
    const { secret } = setup.json() as { secret: string };
    const enable = await account.client.post('/api/user/two-factor/enable', {
      code: codeAt(secret),
    });
    const answer = twoFactorEnableResponseSchema.parse(enable.json());
    expect(answer).toMatchObject({ otherSessions: 0, apiKeys: [] });
    expect(answer.backupCodes).toHaveLength(10);
  });
});
