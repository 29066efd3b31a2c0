/**
 * Password reset tokens: 256 random bits in the link, only their SHA-256 in the database. A plain
 * hash (no secret) is enough here: the token is random and long, so nothing can be guessed from
 * its hash, and the database alone still cannot reset anyone's password.
 */
import crypto from 'node:crypto';

export function newResetToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
