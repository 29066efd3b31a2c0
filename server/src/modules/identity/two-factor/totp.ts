/**
 * TOTP (RFC 6238) through `otpauth`: SHA-1, six digits, thirty seconds, the parameters every
 * authenticator app understands. The server keeps which time step it last accepted, so this file
 * answers with the step a code belongs to rather than a yes or no.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TOTP_WINDOW_STEPS,
} from '@core/api/two-factor';

/** 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUri(secret: string, username: string): string {
  return totp(secret, username).toString();
}

export function qrCodeSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The time step `code` belongs to (the current one, or one either side), or null when it matches
 * none. The caller accepts it only if the step is newer than the last one it accepted.
 */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const instance = totp(secret, 'check');
  const delta = instance.validate({ token: code, timestamp: now, window: TOTP_WINDOW_STEPS });
  if (delta === null) return null;
  return instance.counter({ timestamp: now }) + delta;
}
