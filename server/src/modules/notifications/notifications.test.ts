/**
 * The notification routes through the real app: ordering, keyset pages over equal timestamps,
 * unread counts, isolation between users, guests refused, and the invitation status each
 * invitation notification carries. Runs on PGlite and, with TEST_DRIVER=postgres, on PostgreSQL.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Notification, notificationsResponseSchema } from '@core/api/notifications';
import { invitations, notifications } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { notifyUser } from './notify-user';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(): Promise<{ client: BrowserClient; userId: number }> {
  const client = new BrowserClient(t.app);
  const res = await client.post('/api/auth/register', newAccount());
  expect(res.statusCode).toBe(201);
  return { client, userId: (res.json() as { id: number }).id };
}

async function list(client: BrowserClient, query = '') {
  const res = await client.get(`/api/notifications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return notificationsResponseSchema.parse(res.json());
}

/** Every page from the first, following nextCursor. */
async function allPages(client: BrowserClient, limit: number): Promise<Notification[]> {
  const seen: Notification[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await list(client, `?limit=${limit}${suffix}`);
    expect(page.notifications.length).toBeLessThanOrEqual(limit);
    seen.push(...page.notifications);
    cursor = page.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('paging did not end');
}

const note = (userId: number, title: string, createdAt?: Date) => ({
  userId,
  type: 'other' as const,
  title,
  message: `About ${title}`,
  ...(createdAt ? { createdAt } : {}),
});

describe('GET /api/notifications', () => {
  it('refuses guests and visitors without a session', async () => {
    const guest = new BrowserClient(t.app);
    expect((await guest.post('/api/session/guest')).statusCode).toBeLessThan(300);
    for (const client of [guest, new BrowserClient(t.app)]) {
      expect((await client.get('/api/notifications')).statusCode).toBe(401);
      expect((await client.put('/api/notifications/1/read')).statusCode).toBe(401);
      expect((await client.post('/api/notifications/read-all')).statusCode).toBe(401);
    }
  });

  it('lists newest first with the unread count, and nothing for a new account', async () => {
    const { client, userId } = await signedIn();
    expect(await list(client)).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });

    const base = Date.UTC(2026, 10, 1, 9, 0, 0);
    await t.database.db
      .insert(notifications)
      .values([
        note(userId, 'middle', new Date(base + 1000)),
        note(userId, 'oldest', new Date(base)),
        note(userId, 'newest', new Date(base + 2000)),
      ]);
    const id = await notifyUser(t.database.db, {
      userId,
      type: 'form_shared',
      title: 'Shared',
      message: 'Ada shared "Survey" with you',
      data: { formId: 'abc', actionUrl: '/forms/abc/responses' },
    });

    const page = await list(client);
    expect(page.notifications.map((n) => n.title)).toEqual([
      'Shared',
      'newest',
      'middle',
      'oldest',
    ]);
    expect(page.unreadCount).toBe(4);
    expect(page.nextCursor).toBeNull();
    expect(page.notifications[0]).toMatchObject({
      id,
      type: 'form_shared',
      message: 'Ada shared "Survey" with you',
      isRead: false,
      data: { formId: 'abc', actionUrl: '/forms/abc/responses' },
    });
    expect(page.notifications[3]!.createdAt).toBe(new Date(base).toISOString());
  });

  it('pages through notifications that share a timestamp, each exactly once', async () => {
    const { client, userId } = await signedIn();
    const same = new Date(Date.UTC(2026, 10, 2, 12, 0, 0));
    const later = new Date(same.getTime() + 1);
    // 11 rows tie to the microsecond, inserted out of id order relative to the later pair.
    await t.database.db
      .insert(notifications)
      .values(Array.from({ length: 11 }, (_, i) => note(userId, `tie ${i}`, same)));
    await t.database.db
      .insert(notifications)
      .values([note(userId, 'later a', later), note(userId, 'later b', later)]);

    const everything = await list(client, '?limit=50');
    expect(everything.notifications).toHaveLength(13);
    expect(everything.notifications.slice(0, 2).map((n) => n.title)).toEqual([
      'later b',
      'later a',
    ]);
    // Ties are broken by id, newest (highest) first.
    const ids = everything.notifications.map((n) => n.id);
    expect(ids.slice(2)).toEqual([...ids.slice(2)].sort((a, b) => b - a));

    for (const limit of [1, 2, 3, 5, 12, 13]) {
      const paged = await allPages(client, limit);
      expect(
        paged.map((n) => n.id),
        `limit ${limit}`,
      ).toEqual(ids);
    }
    const first = await list(client, '?limit=13');
    expect(first.nextCursor).toBeNull();
  });

  it('refuses a forged cursor and an out-of-range limit with 400', async () => {
    const { client } = await signedIn();
    for (const query of ['?cursor=not-a-cursor', '?limit=0', '?limit=51', '?limit=ten']) {
      const res = await client.get(`/api/notifications${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});

describe('marking read', () => {
  it('marks one read (idempotently) and all read, updating the unread count', async () => {
    const { client, userId } = await signedIn();
    const ids: number[] = [];
    for (const title of ['one', 'two', 'three']) {
      ids.push(await notifyUser(t.database.db, note(userId, title)));
    }
    expect((await list(client)).unreadCount).toBe(3);

    for (let i = 0; i < 2; i += 1) {
      const res = await client.put(`/api/notifications/${ids[1]}/read`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const after = await list(client);
    expect(after.unreadCount).toBe(2);
    expect(after.notifications.find((n) => n.id === ids[1])?.isRead).toBe(true);
    expect(after.notifications.filter((n) => !n.isRead)).toHaveLength(2);

    expect((await client.post('/api/notifications/read-all')).statusCode).toBe(204);
    const all = await list(client);
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((n) => n.isRead)).toBe(true);
    expect((await client.post('/api/notifications/read-all')).statusCode).toBe(204);
  });

  it("keeps another user's notifications invisible and unmarkable", async () => {
    const ada = await signedIn();
    const bob = await signedIn();
    const adasId = await notifyUser(t.database.db, note(ada.userId, 'for Ada'));
    await notifyUser(t.database.db, note(bob.userId, 'for Bob'));

    const bobs = await list(bob.client);
    expect(bobs.notifications.map((n) => n.title)).toEqual(['for Bob']);
    expect(bobs.unreadCount).toBe(1);

    const res = await bob.client.put(`/api/notifications/${adasId}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await bob.client.put('/api/notifications/999999999/read')).statusCode).toBe(404);
    expect((await bob.client.put('/api/notifications/abc/read')).statusCode).toBe(400);

    await bob.client.post('/api/notifications/read-all');
    const adas = await list(ada.client);
    expect(adas.unreadCount).toBe(1);
    expect(adas.notifications[0]).toMatchObject({ id: adasId, isRead: false });
  });
});

describe('invitation notifications', () => {
  it('carry the invitation status, expired when pending past its expiry', async () => {
    const owner = await signedIn();
    const invitee = await signedIn();
    const form = await owner.client.post('/api/forms', {
      definition: { title: 'Shared survey', questions: [] },
    });
    expect(form.statusCode, form.body).toBe(201);
    const formId = (form.json() as { id: string }).id;

    const hour = 60 * 60 * 1000;
    const cases = [
      { status: 'pending', expiresAt: new Date(Date.now() + 24 * hour), expect: 'pending' },
      { status: 'pending', expiresAt: new Date(Date.now() - hour), expect: 'expired' },
      { status: 'accepted', expiresAt: new Date(Date.now() - hour), expect: 'accepted' },
      { status: 'declined', expiresAt: new Date(Date.now() + hour), expect: 'declined' },
      { status: 'revoked', expiresAt: new Date(Date.now() + hour), expect: 'revoked' },
    ] as const;
    const expected = new Map<number, string>();
    for (const c of cases) {
      const [row] = await t.database.db
        .insert(invitations)
        .values({
          formId,
          email: 'invitee@example.com',
          inviteeId: invitee.userId,
          role: 'viewer',
          tokenHash: crypto.randomBytes(32).toString('hex'),
          status: c.status,
          invitedBy: owner.userId,
          expiresAt: c.expiresAt,
        })
        .returning({ id: invitations.id });
      const id = await notifyUser(t.database.db, {
        userId: invitee.userId,
        type: 'invitation',
        title: 'Form invitation',
        message: 'You were invited to "Shared survey"',
        data: { invitationId: row!.id, formId, actionUrl: `/invitations/${row!.id}/tok` },
      });
      expected.set(id, c.expect);
    }
    // An invitation that no longer exists (its form was deleted) has no status: nothing to answer.
    const gone = await notifyUser(t.database.db, {
      userId: invitee.userId,
      type: 'invitation',
      title: 'Form invitation',
      message: 'You were invited',
      data: { invitationId: 987654, actionUrl: '/invitations/987654/tok' },
    });
    // Only invitation notifications are enriched, and a stored status is never trusted.
    const other = await notifyUser(t.database.db, {
      ...note(invitee.userId, 'not an invitation'),
      data: { invitationId: 1, invitationStatus: 'pending' },
    });

    const page = await list(invitee.client);
    const byId = new Map(page.notifications.map((n) => [n.id, n]));
    for (const [id, status] of expected) {
      expect(byId.get(id)?.data.invitationStatus, `notification ${id}`).toBe(status);
    }
    expect(byId.get(gone)?.data).toEqual({
      invitationId: 987654,
      actionUrl: '/invitations/987654/tok',
    });
    expect(byId.get(other)?.data.invitationStatus).toBeUndefined();
  });
});
