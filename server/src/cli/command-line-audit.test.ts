/**
 * Issue 27: `make-admin` and `grant` leave audit entries (actor "command line", no actor id), in
 * the transaction of the change: a refused command writes neither. The admin console lists them.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LINE_ACTOR } from '@core/api/admin';
import { auditLog, users } from '../db/schema';
import { createTestApp, type TestContext } from '../test-support/test-app';
import {
  makeAdmin,
  signUp,
  type TestPerson,
} from '../modules/collaboration/collaboration.test-support';
import { grantFromCommandLine } from './grant';
import { promoteToAdmin } from './make-admin';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entriesFor = (userId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(userId)))
    .orderBy(desc(auditLog.id));

const rowOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('make-admin', () => {
  it('makes the admin and records it, once', async () => {
    const ada = await signUp(t.app);
    expect(await promoteToAdmin(t.database.db, ada.username)).toBe(
      `${ada.username} is now an admin.`,
    );
    expect((await rowOf(ada.id)).role).toBe('admin');
    const [entry, ...others] = await entriesFor(ada.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actorId: null,
      actorName: COMMAND_LINE_ACTOR,
      action: 'user.make_admin',
      targetType: 'user',
      targetId: String(ada.id),
      targetLabel: ada.username,
      before: { role: 'user' },
      after: { role: 'admin' },
    });
    // Nothing changes a second time, and nothing is recorded.
    expect(await promoteToAdmin(t.database.db, ada.username)).toBe(
      `${ada.username} is already an admin.`,
    );
    expect(await entriesFor(ada.id)).toHaveLength(1);
  });

  it('records nothing for an unknown user', async () => {
    const [last] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    await expect(promoteToAdmin(t.database.db, 'nobody-at-all')).rejects.toThrow(
      'No user named "nobody-at-all".',
    );
    const [now] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(now?.id).toBe(last?.id);
  });
});

describe('grant', () => {
  let root: TestPerson;
  beforeAll(async () => {
    root = await signUp(t.app);
    await makeAdmin(t.database.db, root);
  });

  it('records credits given and taken back, with the admin named by --by', async () => {
    const grace = await signUp(t.app);
    await grantFromCommandLine(t.database.db, {
      username: grace.username,
      credits: 5,
      by: root.username,
    });
    await grantFromCommandLine(t.database.db, { username: grace.username, credits: -2 });
    expect((await rowOf(grace.id)).credits).toBe(3);
    const [taken, given] = await entriesFor(grace.id);
    expect(given).toMatchObject({
      actorId: null,
      actorName: COMMAND_LINE_ACTOR,
      action: 'user.grant_credits',
      targetLabel: grace.username,
      before: { credits: 0 },
      after: { credits: 5, processedBy: root.username },
    });
    expect(taken).toMatchObject({
      action: 'user.remove_credits',
      before: { credits: 5 },
      after: { credits: 3 },
    });
    expect(taken!.after).not.toHaveProperty('processedBy');
  });

  it('records Pro given until a date, beside credits in the same run', async () => {
    const linus = await signUp(t.app);
    const until = new Date('2031-05-31T23:59:59.999Z');
    await grantFromCommandLine(t.database.db, {
      username: linus.username,
      proUntil: until,
      credits: 1,
    });
    const entries = await entriesFor(linus.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['user.grant_credits', 'user.grant_pro']);
    expect(entries.find((e) => e.action === 'user.grant_pro')).toMatchObject({
      actorName: COMMAND_LINE_ACTOR,
      before: { subscriptionStatus: null, subscriptionEndDate: null },
      after: { subscriptionStatus: 'active', subscriptionEndDate: until.toISOString() },
    });
  });

  it('records nothing, and changes nothing, when the grant is refused', async () => {
    const hedy = await signUp(t.app);
    await expect(
      grantFromCommandLine(t.database.db, { username: hedy.username, credits: -4 }),
    ).rejects.toThrow(/has only 0 credits/);
    expect(await entriesFor(hedy.id)).toEqual([]);
    expect((await rowOf(hedy.id)).credits).toBe(0);
  });

  it('shows in the admin console under the actor "command line"', async () => {
    const res = await root.client.get(
      `/api/admin/audit?actor=${encodeURIComponent(COMMAND_LINE_ACTOR)}`,
    );
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as { actorName: string; actorId: number | null }[];
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.every((e) => e.actorName === COMMAND_LINE_ACTOR && e.actorId === null)).toBe(
      true,
    );
  });
});
