/**
 * Verifies a Google (Firebase Auth) ID token: RS256 only, signature by the configured JWKS, and
 * iss, aud, exp, iat and sub checked. Anything else is an invalid token.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleAuthConfig } from '../../config';

export interface GoogleIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

const CLOCK_TOLERANCE_S = 60;
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export class InvalidTokenError extends Error {}

export async function verifyGoogleToken(
  config: GoogleAuthConfig,
  token: string,
): Promise<GoogleIdentity> {
  let jwks = jwksCache.get(config.jwksUrl);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(config.jwksUrl), {
      cooldownDuration: 30_000,
      timeoutDuration: 5_000,
    });
    jwksCache.set(config.jwksUrl, jwks);
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, jwks, {
      algorithms: ['RS256'],
      issuer: config.issuer,
      audience: config.audience,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (err) {
    throw new InvalidTokenError((err as Error).message);
  }
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_TOLERANCE_S) {
    throw new InvalidTokenError('token issued in the future');
  }
  if (typeof payload.sub !== 'string' || payload.sub.trim() === '' || payload.sub.length > 128) {
    throw new InvalidTokenError('token has no subject');
  }
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  return {
    uid: payload.sub,
    email,
    emailVerified: payload.email_verified === true,
    name: typeof payload.name === 'string' ? payload.name.slice(0, 100) : null,
  };
}
