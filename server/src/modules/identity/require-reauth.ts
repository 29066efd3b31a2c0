/**
 * Re-authentication for what takes over an account (issue 20): changing the e-mail address or the
 * password, turning two-factor off, creating an API key and deleting the account. A stolen session
 * cookie alone must not be enough for any of them, so the request carries `currentPassword`.
 *
 * An account without a password (Google sign-in only) cannot type one: for it, a session that began
 * less than five minutes ago stands in, because the only way such a session begins is a Google
 * sign-in. The client asks for a fresh Google sign-in and then repeats the request.
 */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import { NO_PASSWORD, verifyPassword } from './passwords';

export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
export const REAUTH_PASSWORD_MESSAGE = 'Enter your current password to make this change.';
export const REAUTH_WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const REAUTH_GOOGLE_MESSAGE = 'Sign in with Google again to make this change.';

/** True when the account has no password of its own (Google sign-in only). */
export function hasNoPassword(password: string): boolean {
  return password === NO_PASSWORD;
}

/**
 * Throws 403 REAUTH_REQUIRED unless the signed-in caller proved who they are just now. The body's
 * `reauth` detail tells the client which proof to ask for: 'password' or 'google'.
 */
export async function requireReauth(
  request: FastifyRequest,
  currentPassword: string | undefined,
): Promise<void> {
  const { user, session } = request.identity;
  if (!user || !session) throw new AppError(401, ERROR_CODES.unauthorized, 'Sign in first.');
  if (hasNoPassword(user.password)) {
    const age = Date.now() - session.createdAt.getTime();
    if (age <= REAUTH_WINDOW_MS) return;
    throw new AppError(403, ERROR_CODES.reauthRequired, REAUTH_GOOGLE_MESSAGE, {
      reauth: 'google',
    });
  }
  if (!currentPassword) {
    throw new AppError(403, ERROR_CODES.reauthRequired, REAUTH_PASSWORD_MESSAGE, {
      reauth: 'password',
    });
  }
  if (!(await verifyPassword(user.password, currentPassword))) {
    throw new AppError(403, ERROR_CODES.reauthRequired, REAUTH_WRONG_PASSWORD_MESSAGE, {
      reauth: 'password',
    });
  }
}
