/** The audit log keeps what admins did: rows can be added, never changed or removed. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import type { Database } from './database';
import { auditLog, users } from './schema';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The database's own refusal (Drizzle wraps it as the cause of "Failed query"). */
async function refusal(query: Promise<unknown>): Promise<string | undefined> {
  return query.then(
    () => undefined,
    (err: { cause?: { message?: string }; message?: string }) => err.cause?.message ?? err.message,
  );
}

async function entryBy(actorId: number | null) {
  const [row] = await database.db
    .insert(auditLog)
    .values({ actorId, actorName: 'root', action: 'user.grant_credits', targetType: 'user' })
    .returning();
  return row!;
}

describe('audit_log', () => {
  it('refuses updates and deletes', async () => {
    const row = await entryBy(null);
    expect(
      await refusal(
        database.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, row.id)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(database.db.delete(auditLog).where(eq(auditLog.id, row.id)))).toMatch(
      /append-only/,
    );
    const [kept] = await database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept?.action).toBe('user.grant_credits');
  });

  it("keeps the entry, with the actor's name, when the admin's account is deleted", async () => {
    const [admin] = await database.db
      .insert(users)
      .values({ username: 'root-admin', email: 'root@example.com', password: 'x', role: 'admin' })
      .returning();
    const row = await entryBy(admin!.id);
    await database.db.delete(users).where(eq(users.id, admin!.id));
    const [kept] = await database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(kept).toMatchObject({ actorId: null, actorName: 'root', action: 'user.grant_credits' });
    // Pointing an entry at someone else is a change like any other.
    const [other] = await database.db
      .insert(users)
      .values({ username: 'other-admin', email: 'other@example.com', password: 'x' })
      .returning();
    expect(
      await refusal(
        database.db.execute(sql`update audit_log set actor_id = ${other!.id} where id = ${row.id}`),
      ),
    ).toMatch(/append-only/);
  });
});
