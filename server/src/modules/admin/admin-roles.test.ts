/**
 * Making and revoking admins: each change is audited with its before and after, and the service
 * never ends up without an admin who can sign in, even when two admins revoke each other at once.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@core/api/admin';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditOf, signUp, signUpAdmin } from './admin.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Leaves exactly the given people as admins, so each case decides who the last one is. */
async function onlyAdmins(ids: number[]) {
  await t.database.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
  await t.database.db.update(users).set({ role: 'admin' }).where(inArray(users.id, ids));
}

const roleOf = async (id: number) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('admin roles', () => {
  it('makes a user an admin and revokes it, with an audit entry for each', async () => {
    const admin = await signUpAdmin(t);
    const person = await signUp(t.app);
    const made = await admin.client.post(`/api/admin/users/${person.id}/make-admin`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().user).toMatchObject({ id: person.id, role: 'admin' });
    // The new admin reaches the console at once.
    expect((await person.client.get('/api/admin/overview')).statusCode).toBe(200);

    const revoked = await admin.client.post(`/api/admin/users/${person.id}/revoke-admin`);
    expect(revoked.json().user.role).toBe('user');
    expect((await person.client.get('/api/admin/overview')).statusCode).toBe(404);

    const entries = await auditOf(t.database.db, person.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorName])).toEqual([
      ['user.revoke_admin', { role: 'admin' }, { role: 'user' }, admin.username],
      ['user.make_admin', { role: 'user' }, { role: 'admin' }, admin.username],
    ]);
  });

  it('refuses to revoke the last admin with 409 and a clear message', async () => {
    const admin = await signUpAdmin(t);
    await onlyAdmins([admin.id]);
    const res = await admin.client.post(`/api/admin/users/${admin.id}/revoke-admin`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_ADMIN', message: ADMIN_MESSAGES.lastAdmin });
    expect(await roleOf(admin.id)).toBe('admin');
    expect(await auditOf(t.database.db, admin.id)).toEqual([]);
  });

  it('does not count a disabled admin as one left', async () => {
    const [a, b] = [await signUpAdmin(t), await signUpAdmin(t)];
    await onlyAdmins([a.id, b.id]);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, b.id));
    const res = await a.client.post(`/api/admin/users/${a.id}/revoke-admin`);
    expect(res.statusCode).toBe(409);
    expect(await roleOf(a.id)).toBe('admin');
  });

  it('leaves one admin when two admins revoke each other at the same moment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await signUpAdmin(t), await signUpAdmin(t)];
      await onlyAdmins([a.id, b.id]);
      const answers = await Promise.all([
        a.client.post(`/api/admin/users/${b.id}/revoke-admin`),
        b.client.post(`/api/admin/users/${a.id}/revoke-admin`),
      ]);
      // One wins. The other is refused either way: 409 when it got past its own admin check
      // before the winner committed (it would leave no admin), 404 when the winner's commit came
      // first and it is no admin any more (the console answers 404 to anyone else).
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([404, 409]).toContain(statuses[1]);
      const left = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'));
      expect(left).toHaveLength(1);
    }
  });

  it('answers 404 for a user that does not exist', async () => {
    const admin = await signUpAdmin(t);
    const res = await admin.client.post('/api/admin/users/999999999/make-admin');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('User not found');
  });
});
