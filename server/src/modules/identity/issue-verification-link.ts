/**
 * Mails a verification link for `email` to `email` (ADR 029): the account's own address after
 * registration or on a resend, or the new address of an e-mail change, which becomes the pending
 * address. One transaction (the caller's) revokes the account's older links, stores the new
 * token's hash and queues the mail in the outbox, so the mail exists if and only if the link does,
 * and the action that asked for it succeeds while the mail server is down (the outbox retries).
 */
import { eq, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_TTL_MS } from '@core/api/email-verification';
import type { Db } from '../../db/database';
import { emailVerificationTokens, users } from '../../db/schema';
import { enqueueMail } from '../../mail/enqueue-mail';
import { emailVerificationMail } from './mails/email-verification-mail';
import { hashResetToken, newResetToken } from './reset-token';
import { revokeVerificationTokens } from './revoke-verification-tokens';

export interface VerificationLinkInput {
  user: { id: number; username: string; email: string };
  /** The address to prove; another than the account's makes it an e-mail change. */
  email: string;
  linkOrigin: string;
}

export async function issueVerificationLink(tx: Db, input: VerificationLinkInput): Promise<void> {
  const { user, email } = input;
  const change = email.toLowerCase() !== user.email.toLowerCase();
  // One live link per account: a newer request (or a resend) kills the older ones.
  await revokeVerificationTokens(tx, user.id);
  if (change) {
    await tx.update(users).set({ pendingEmail: email }).where(eq(users.id, user.id));
  }
  // Reset links and verification links are made alike: 256 random bits, only the SHA-256 kept.
  const token = newResetToken();
  await tx.insert(emailVerificationTokens).values({
    userId: user.id,
    email,
    tokenHash: hashResetToken(token),
    expiresAt: sql`now() + ${EMAIL_VERIFICATION_TTL_MS / 1000} * interval '1 second'`,
  });
  await enqueueMail(
    tx,
    emailVerificationMail({
      to: email,
      username: user.username,
      purpose: change ? 'change' : 'confirm',
      linkOrigin: input.linkOrigin,
      token,
    }),
  );
}
