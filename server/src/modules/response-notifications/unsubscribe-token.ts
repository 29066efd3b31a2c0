/**
 * The token of an unsubscribe link: `{userId}.{formId}.{mac}`, where mac is HMAC-SHA256 over
 * `{userId}.{formId}` with a key derived from the session secret. Nothing is stored: the server
 * recomputes the MAC, and nobody without the secret can forge one for another person or form.
 *
 * The immediate mails are written by SQL inside the submission's statement (see
 * immediate-notification-sql.ts), so the same MAC must be computable there. PostgreSQL has
 * sha256() but no hmac() without pgcrypto, so we hand it the key already XORed with HMAC's inner
 * and outer pads (RFC 2104): HMAC(K, m) = H((K ^ opad) || H((K ^ ipad) || m)). Tests check that
 * the SQL and Node agree.
 */
import crypto from 'node:crypto';

/** A key of its own, so a MAC made here can never be mistaken for another use of the secret. */
function derivedKey(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('formloom/unsubscribe/v1').digest();
}

function mac(key: Buffer, userId: number, formId: string): string {
  return crypto.createHmac('sha256', key).update(`${userId}.${formId}`).digest('hex');
}

/** The form id of a daily digest's token: it stops the digest for all of that person's forms. */
export const ALL_DAILY_DIGESTS = '*';

export interface UnsubscribeSubject {
  userId: number;
  /** A form's id, or ALL_DAILY_DIGESTS. */
  formId: string;
}

export function createUnsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const { userId, formId } = subject;
  return `${userId}.${formId}.${mac(derivedKey(secret), userId, formId)}`;
}

/** The person and form the token names, or null when it is malformed or its MAC is wrong. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const first = token.indexOf('.');
  const last = token.lastIndexOf('.');
  if (first <= 0 || last <= first + 1) return null;
  const userPart = token.slice(0, first);
  const formId = token.slice(first + 1, last);
  const given = token.slice(last + 1);
  if (!/^[1-9]\d{0,9}$/.test(userPart) || !/^[0-9a-f]{64}$/.test(given)) return null;
  const userId = Number(userPart);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(derivedKey(secret), userId, formId), 'hex');
  // Constant time: the comparison must not tell an attacker how many leading bytes were right.
  return crypto.timingSafeEqual(expected, Buffer.from(given, 'hex')) ? { userId, formId } : null;
}

/** The derived key XORed with HMAC's pads, as hex, for the SQL that builds tokens. */
export function hmacPads(secret: string): { inner: string; outer: string } {
  const block = Buffer.alloc(64);
  derivedKey(secret).copy(block);
  const inner = Buffer.from(block.map((b) => b ^ 0x36));
  const outer = Buffer.from(block.map((b) => b ^ 0x5c));
  return { inner: inner.toString('hex'), outer: outer.toString('hex') };
}

/** SQL (text) computing the token for the columns named; $inner/$outer are hmacPads' hex. */
export function unsubscribeTokenSql(
  userIdColumn: string,
  formIdColumn: string,
  innerParam: string,
  outerParam: string,
): string {
  const message = `convert_to(${userIdColumn}::text || '.' || ${formIdColumn}, 'UTF8')`;
  const inner = `sha256(decode(${innerParam}, 'hex') || ${message})`;
  return `${userIdColumn}::text || '.' || ${formIdColumn} || '.' || encode(sha256(decode(${outerParam}, 'hex') || ${inner}), 'hex')`;
}

/**
 * The token goes into links as it is: digits, dots, hex and a form id (base64url) or `*` are all
 * safe in a query string, and the SQL that builds the immediate mails' links does the same.
 */
export const unsubscribeLinks = (linkOrigin: string, token: string) => ({
  /** RFC 8058's one-click target: a POST here turns the e-mails off. */
  oneClick: `${linkOrigin}/api/public/unsubscribe?token=${token}`,
  /** The page a person opens from the mail's visible link. */
  page: `${linkOrigin}/unsubscribe?token=${token}`,
});

/** The headers every new_response and response_digest mail carries (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (linkOrigin: string, token: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeLinks(linkOrigin, token).oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
