/** For the admin tests: an admin and an ordinary user on a fresh app, and the audit log's rows. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { auditLog } from '../../db/schema';
import { makeAdmin, signUp, type TestPerson } from '../collaboration/collaboration.test-support';
import type { TestContext } from '../../test-support/test-app';

export { createForm, signUp, type TestPerson } from '../collaboration/collaboration.test-support';

export async function signUpAdmin(t: Pick<TestContext, 'app' | 'database'>): Promise<TestPerson> {
  const person = await signUp(t.app);
  await makeAdmin(t.database.db, person);
  return person;
}

/** The newest audit entries about one target, newest first. */
export async function auditOf(db: Db, targetId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .orderBy(desc(auditLog.id));
}
