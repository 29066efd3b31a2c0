/**
 * For tests: the verification links the outbox holds, and following one as a signed-in browser
 * would (the /verify-email page posts the token). Not imported by the server itself.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema';
import type { BrowserClient } from './browser-client';

const LINK = /\/verify-email\?token=([\w-]+)/;

/** The token of the newest verification mail queued to `to`. */
export async function verificationTokenFor(db: Db, to: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'email_verification')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = mail && LINK.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification mail to ${to}`);
  return token;
}

export const postVerification = (client: BrowserClient, token: string) =>
  client.post('/api/auth/verify-email', { token });

/** Follows the newest link mailed to `email`, signed in as `client`, and expects it to work. */
export async function verifyAddress(
  client: BrowserClient,
  db: Db,
  email: string,
): Promise<LightMyRequestResponse> {
  const res = await postVerification(client, await verificationTokenFor(db, email));
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
