/**
 * Signing secrets in the Standard Webhooks format: `whsec_` and the base64 of the key bytes, which
 * receivers paste into any Standard Webhooks library as is.
 */
import { randomBytes } from 'node:crypto';

/** 32 bytes: above the specification's 24-byte minimum, the HMAC-SHA256 block's natural size. */
const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}
