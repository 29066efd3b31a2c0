/**
 * The key itself: `flk_` and 32 random bytes in base64url (256 bits: nothing to guess, so a fast
 * hash is enough, unlike a password). Only its SHA-256 is stored; a database leak yields no key.
 * The prefix kept in clear (`flk_` and eight characters) lets a person recognise a key in the list
 * and a secret scanner recognise a leaked one.
 */
import crypto from 'node:crypto';

export const API_KEY_MARK = 'flk_';
const PREFIX_LENGTH = API_KEY_MARK.length + 8;
const KEY_FORMAT = /^flk_[A-Za-z0-9_-]{43}$/;

export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = API_KEY_MARK + crypto.randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, PREFIX_LENGTH), keyHash: hashApiKey(key) };
}

/** Whether the text could be one of our keys: anything else is refused before the database. */
export function looksLikeApiKey(text: string): boolean {
  return KEY_FORMAT.test(text);
}
