import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, testUser } from './mock-api';
import { createQueryClient } from './query-client';
import { ensureSessionReady, ensureGuestSession, settleGuestSession } from './session-cache';
import { eventually } from '../test-support/eventually';

const GUEST = '5f0e9d8c-7b6a-4e3d-8c2b-333333333333';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ensureSessionReady', () => {
  it('opens one guest session for a visitor, and only once it has the answer does it resolve', async () => {
    let answerGuest!: () => void;
    const guestAnswered = new Promise<void>((resolve) => (answerGuest = resolve));
    const api = mockApi({
      'GET /api/session': jsonResponse({ user: null }),
      'POST /api/session/guest': async () => {
        await guestAnswered;
        return jsonResponse({ guestId: GUEST });
      },
    });
    const client = createQueryClient();
    let ready = false;
    // Two writers at once (the create-form page and the app shell) share one guest session.
    const both = Promise.all([ensureSessionReady(client), ensureSessionReady(client)]).then(() => {
      ready = true;
    });
    await eventually(() => expect(api.callsTo('POST /api/session/guest')).toHaveLength(1));
    expect(ready).toBe(false);
    answerGuest();
    await both;
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/session',
      'POST /api/session/guest',
    ]);
  });

  it('opens no guest session for a signed-in user', async () => {
    const api = mockApi({ 'GET /api/session': jsonResponse({ user: testUser() }) });
    await ensureSessionReady(createQueryClient());
    expect(api.callsTo('GET /api/session')).toHaveLength(1);
    expect(api.callsTo('POST /api/session/guest')).toHaveLength(0);
  });
});

describe('settleGuestSession', () => {
  it('waits for the guest session in flight, so its cookie cannot land after a sign-in', async () => {
    let answerGuest!: () => void;
    const guestAnswered = new Promise<void>((resolve) => (answerGuest = resolve));
    const api = mockApi({
      'POST /api/session/guest': async () => {
        await guestAnswered;
        return jsonResponse({ guestId: GUEST });
      },
    });
    const client = createQueryClient();
    // The app shell started it on load.
    void ensureGuestSession(client);
    let settled = false;
    const signIn = settleGuestSession(client).then(() => (settled = true));
    await eventually(() => expect(api.callsTo('POST /api/session/guest')).toHaveLength(1));
    expect(settled).toBe(false);
    answerGuest();
    await signIn;
    expect(api.callsTo('POST /api/session/guest')).toHaveLength(1);
  });

  it('never blocks signing in when the guest session fails', async () => {
    mockApi({ 'POST /api/session/guest': new Response('', { status: 503 }) });
    await expect(settleGuestSession(createQueryClient())).resolves.toBeUndefined();
  });
});
