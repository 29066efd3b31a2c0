/**
 * The account's signed-in sessions (issue 20 item 3): the list with the caller's marked and the
 * browser and system in words, signing one out (its cookie answers 401 on its very next request),
 * another account's session answering 404, "Sign out everywhere else", and "last seen" kept fresh.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSessionListSchema } from '@core/api/account';
import { visitorSessions } from '../../db/schema';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { signUp, type TestPerson } from '../collaboration/collaboration.test-support';
import { TOUCH_INTERVAL_MS } from './session-store';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PASSWORD = 'correct horse battery';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function browser(userAgent: string): BrowserClient {
  return new BrowserClient(t.app, { ...t.origin, 'user-agent': userAgent });
}

/** The same account signed in on another device. */
async function signInElsewhere(person: TestPerson, userAgent: string): Promise<BrowserClient> {
  const client = browser(userAgent);
  const res = await client.post('/api/auth/login', {
    username: person.username,
    password: PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

async function sessionsOf(client: BrowserClient) {
  const res = await client.get('/api/user/sessions');
  expect(res.statusCode, res.body).toBe(200);
  return accountSessionListSchema.parse(res.json()).sessions;
}

describe('the sessions list', () => {
  it("lists the account's sessions, the caller's first and marked, in words, without token hashes", async () => {
    const person = await signUp(t.app, {}, { ...t.origin, 'user-agent': FIREFOX_WINDOWS });
    const phone = await signInElsewhere(person, SAFARI_IPHONE);
    const stranger = await signUp(t.app);

    const sessions = await sessionsOf(person.client);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Firefox 133',
      system: 'Windows 10',
      address: person.client.remoteAddress,
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Safari 17',
      system: 'iOS 17.5',
      address: phone.remoteAddress,
    });
    for (const s of sessions) {
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // The ids are row ids; nothing a cookie could be made from is in the answer.
    const raw = (await person.client.get('/api/user/sessions')).body;
    const rows = await t.database.db
      .select({ sessionId: visitorSessions.sessionId })
      .from(visitorSessions)
      .where(eq(visitorSessions.userId, person.id));
    for (const row of rows) expect(raw).not.toContain(row.sessionId);
    expect(raw).not.toContain(person.client.cookies.get('formloom_session'));
    // Another account sees only its own.
    expect((await sessionsOf(stranger.client)).map((s) => s.current)).toEqual([true]);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const res = await new BrowserClient(t.app).get('/api/user/sessions');
    expect(res.statusCode).toBe(401);
  });

  it('keeps "last seen" fresh, writing it at most once a minute', async () => {
    const person = await signUp(t.app);
    const [session] = await sessionsOf(person.client);
    const setLastActive = (at: Date) =>
      t.database.db
        .update(visitorSessions)
        .set({ lastActiveAt: at })
        .where(eq(visitorSessions.id, session!.id));
    const lastActive = async () =>
      (
        await t.database.db
          .select({ at: visitorSessions.lastActiveAt })
          .from(visitorSessions)
          .where(eq(visitorSessions.id, session!.id))
      )[0]!.at.getTime();

    const recent = new Date(Date.now() - TOUCH_INTERVAL_MS / 2);
    await setLastActive(recent);
    await person.client.get('/api/user');
    expect(await lastActive()).toBe(recent.getTime());

    const before = Date.now();
    await setLastActive(new Date(before - TOUCH_INTERVAL_MS - 5_000));
    await person.client.get('/api/user');
    expect(await lastActive()).toBeGreaterThanOrEqual(before - 1_000);
    expect(TOUCH_INTERVAL_MS).toBeLessThanOrEqual(60_000);
  });
});

describe('signing sessions out', () => {
  it("signs one session out at once: its cookie's next request answers 401", async () => {
    const person = await signUp(t.app);
    const laptop = await signInElsewhere(person, FIREFOX_WINDOWS);
    expect((await laptop.get('/api/user')).statusCode).toBe(200);
    const other = (await sessionsOf(person.client)).find((s) => !s.current)!;

    const res = await person.client.delete(`/api/user/sessions/${other.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user/sessions')).statusCode).toBe(401);
    expect((await person.client.get('/api/user')).statusCode).toBe(200);
    expect(await sessionsOf(person.client)).toHaveLength(1);

    const again = await person.client.delete(`/api/user/sessions/${other.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another account's session and leaves it signed in", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const [ownerSession] = await sessionsOf(owner.client);

    const res = await stranger.client.delete(`/api/user/sessions/${ownerSession!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await owner.client.get('/api/user')).statusCode).toBe(200);

    const bad = await owner.client.delete('/api/user/sessions/not-a-number');
    expect(bad.statusCode).toBe(400);
  });

  it('signs the caller out when they end their own session, and clears the cookie', async () => {
    const person = await signUp(t.app);
    const [mine] = await sessionsOf(person.client);
    const res = await person.client.delete(`/api/user/sessions/${mine!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'formloom_session')?.value).toBe('');
    expect((await person.client.get('/api/user')).statusCode).toBe(401);
  });

  it('signs out everywhere else and keeps this device signed in', async () => {
    const person = await signUp(t.app);
    const laptop = await signInElsewhere(person, FIREFOX_WINDOWS);
    const phone = await signInElsewhere(person, SAFARI_IPHONE);
    const stranger = await signUp(t.app);

    const res = await person.client.post('/api/user/sessions/sign-out-others');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await person.client.get('/api/user')).statusCode).toBe(200);
    expect((await stranger.client.get('/api/user')).statusCode).toBe(200);
    expect((await sessionsOf(person.client)).map((s) => s.current)).toEqual([true]);

    const none = await person.client.post('/api/user/sessions/sign-out-others');
    expect(none.json()).toEqual({ ended: 0 });
  });
});
