/** The people a sharing change involves, read once per change. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

export interface Person {
  id: number;
  username: string;
  name: string | null;
  email: string;
}

const personColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
};

export async function findPerson(db: Db, userId: number): Promise<Person | null> {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export { personColumns };
