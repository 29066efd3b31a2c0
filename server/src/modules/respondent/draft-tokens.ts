/**
 * The "continue on another device" token for a draft: an HMAC of the draft id under the server
 * secret, so every autosave can return it without storing the token itself. The database keeps
 * only its SHA-256 for lookup.
 */
import crypto from 'node:crypto';

export function resumeTokenFor(secret: string, draftId: string): string {
  return crypto.createHmac('sha256', secret).update(`resume:${draftId}`).digest('base64url');
}

export function resumeTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
