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

/**
 * The draft id a server-rendered page carries in its hidden `_draft` field (ADR 033):
 * "draftId.signature", the signature binding it to the form, so a page cannot be posted with a
 * draft id it was not given (someone else's, or one made up to pass for another form's).
 */
export function signDraftId(secret: string, formId: string, draftId: string): string {
  const mac = crypto.createHmac('sha256', secret).update(`noscript:${formId}:${draftId}`);
  return `${draftId}.${mac.digest('base64url')}`;
}

/** The draft id of a `_draft` value, or null when it was not signed here for this form. */
export function verifyDraftToken(secret: string, formId: string, token: string): string | null {
  const draftId = token.slice(0, token.indexOf('.'));
  if (!/^[0-9a-f-]{36}$/i.test(draftId)) return null;
  const expected = Buffer.from(signDraftId(secret, formId, draftId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
    ? draftId
    : null;
}
