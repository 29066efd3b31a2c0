/** For the sharing tests: people, a form, collaborators made directly, and the outbox. Not server code. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { formCollaborators, mailOutbox, notifications, users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { verifyAddress } from '../../test-support/email-verification';

export interface TestPerson {
  client: BrowserClient;
  id: number;
  username: string;
  email: string;
}

/** Same-origin headers for an app whose PUBLIC_URL is set (the mail tests' app). */
export const PUBLIC_ORIGIN = { origin: 'https://forms.example.test', host: 'forms.example.test' };

/**
 * A registered person, signed in. Their address is verified (by the link mailed to it), as a
 * real person's would be before anyone shares with them; `verified: false` leaves it unverified.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
  headers?: Record<string, string>,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestPerson> {
  const client = new BrowserClient(app, headers);
  const account = newAccount(overrides);
  const res = await client.post('/api/auth/register', account);
  expect(res.statusCode, res.body).toBe(201);
  const user = res.json() as { id: number; username: string; email: string };
  if (verified) await verifyAddress(client, app.database.db, user.email);
  return { client, id: user.id, username: user.username, email: user.email };
}

export async function makeAdmin(db: Db, person: TestPerson): Promise<void> {
  // The role is read from the database on every request, so the session needs no refresh.
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, person.id));
}

export const DEFINITION = {
  title: 'Customer survey',
  questions: [{ id: 'q', type: 'SHORT_TEXT', title: 'Your name?', order: 0 }],
};

export async function createForm(client: BrowserClient, title = DEFINITION.title): Promise<string> {
  const res = await client.post('/api/forms', { definition: { ...DEFINITION, title } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A collaborator added straight in the database, for tests about what a role may do. */
export async function addCollaborator(
  db: Db,
  formId: string,
  userId: number,
  role: 'viewer' | 'editor',
): Promise<void> {
  await db.insert(formCollaborators).values({ formId, userId, role });
}

export async function notificationsOf(db: Db, userId: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}

export async function outboxTo(db: Db, to: string, kind?: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.id));
}

/** The invitation link in a mail's text part: its id and token. */
export function invitationLink(text: string, origin: string) {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}(/invitations/(\\d+)/([\\w-]+))`).exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return { path: match[1]!, invitationId: Number(match[2]), token: match[3]! };
}
