/**
 * Invitation tokens: 256 random bits in the link and the notification, only their SHA-256 in the
 * invitations table. A plain hash is enough: the token is random and long, so nothing can be
 * guessed from its hash, and a copy of the table alone answers no invitation.
 */
import crypto from 'node:crypto';

export function newInvitationToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Constant-time, so the answer's timing tells nothing about how much of a guess was right. */
export function invitationTokenMatches(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hashInvitationToken(token), 'hex');
  const stored = Buffer.from(tokenHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
