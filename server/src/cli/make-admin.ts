/**
 * `npm run make-admin -- <username>`: grants the admin role. Deliberately not an API: whoever
 * runs it already controls the server and its data directory. Takes the DATA_DIR lock like the
 * server, so it refuses to run while a server is using the embedded database. The change and its
 * audit entry (actor "command line", issue 27) commit together, as the console's make-admin does.
 */
import { eq } from 'drizzle-orm';
import { COMMAND_LINE_ACTOR } from '@core/api/admin';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { writeAudit } from '../modules/admin/write-audit';
import { withCommandDatabase } from './command-database';
import { isEntryPoint } from './is-entry-point';

export function makeAdmin(username: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return withCommandDatabase(env, (db) => promoteToAdmin(db, username));
}

/** The role and its audit entry, in one transaction; resolves to what was done, in words. */
export async function promoteToAdmin(db: Db, username: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.username, username))
      .for('update');
    if (!user) throw new Error(`No user named "${username}".`);
    if (user.role === 'admin') return `${username} is already an admin.`;
    await tx.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await writeAudit(tx, {
      actor: COMMAND_LINE_ACTOR,
      action: 'user.make_admin',
      targetType: 'user',
      targetId: user.id,
      targetLabel: username,
      before: { role: user.role },
      after: { role: 'admin' },
    });
    return `${username} is now an admin.`;
  });
}

if (isEntryPoint(import.meta.url)) {
  const username = process.argv[2];
  if (!username) {
    console.error('Usage: npm run make-admin -- <username>');
    process.exit(1);
  }
  makeAdmin(username)
    .then((message) => console.log(message))
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
