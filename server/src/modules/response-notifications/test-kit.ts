/**
 * Test helpers of this module: accounts, a published form, collaborators (written directly: the
 * sharing routes are another module's, and only the row matters here) and the rows a submission
 * leaves in the outbox and the notifications.
 */
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  formCollaborators,
  formNotificationSettings,
  mailOutbox,
  notifications,
  responses,
  users,
} from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import type { TestContext } from '../../test-support/test-app';

export interface Person {
  client: BrowserClient;
  id: number;
  email: string;
}

export async function signUp(t: TestContext): Promise<Person> {
  const client = new BrowserClient(t.app);
  const account = newAccount();
  const res = await client.post('/api/auth/register', account);
  if (res.statusCode >= 300) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  return { client, id: row!.id, email: account.email };
}

export const QUESTIONS = [
  { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0, required: true },
  { id: 'score', type: 'NPS', title: 'Would you recommend us?', order: 1 },
  { id: 'note', type: 'LONG_TEXT', title: 'Anything else?', order: 2 },
  { id: 'extra', type: 'SHORT_TEXT', title: 'Fourth', order: 3 },
];

export async function publishedForm(client: BrowserClient, title = 'Survey'): Promise<string> {
  const created = await client.post('/api/forms', { definition: { title, questions: QUESTIONS } });
  if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
  const id = created.json().id as string;
  const published = await client.post(`/api/forms/${id}/publish`);
  if (published.statusCode >= 300) throw new Error(`publish: ${published.body}`);
  return id;
}

export async function addCollaborator(
  t: TestContext,
  formId: string,
  userId: number,
  role: 'viewer' | 'editor' = 'viewer',
) {
  await t.database.db.insert(formCollaborators).values({ formId, userId, role });
}

export const submit = (
  t: TestContext,
  formId: string,
  answers: Record<string, unknown> = { name: 'Ada', score: 9 },
) =>
  new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
    draftId: crypto.randomUUID(),
    answers,
  });

export const setMode = (person: Person, formId: string, mode: string) =>
  person.client.put(`/api/forms/${formId}/notification-settings`, { mode });

/** The mails of a kind to an address; with a form, only those about it (they link to it). */
export async function mailsTo(
  t: TestContext,
  email: string,
  formId?: string,
  kind = 'new_response',
) {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.id));
  return formId ? rows.filter((m) => m.text.includes(`/forms/${formId}/responses`)) : rows;
}

export async function notificationsOf(t: TestContext, userId: number, formId: string) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  return rows.filter((n) => (n.data as { formId?: string }).formId === formId);
}

export async function settingsRow(t: TestContext, formId: string, userId: number) {
  const [row] = await t.database.db
    .select()
    .from(formNotificationSettings)
    .where(
      and(eq(formNotificationSettings.formId, formId), eq(formNotificationSettings.userId, userId)),
    );
  return row;
}

/**
 * As if `minutes` had passed for a form: its responses and everyone's last mail or digest move
 * that far into the past (the immediate path reads the database's clock, so time cannot be given).
 */
export async function timePasses(t: TestContext, formId: string, minutes: number) {
  const shift = sql`make_interval(mins => ${minutes})`;
  await t.database.db
    .update(formNotificationSettings)
    .set({ lastDigestAt: sql`${formNotificationSettings.lastDigestAt} - ${shift}` })
    .where(eq(formNotificationSettings.formId, formId));
  await t.database.db
    .update(responses)
    .set({ createdAt: sql`${responses.createdAt} - ${shift}` })
    .where(eq(responses.formId, formId));
}
