/**
 * Re-authentication for what takes over an account (issue 20): changing the e-mail address or the
 * password, turning two-factor off, creating an API key and deleting the account. A stolen session
 * cookie alone must not be enough for any of them, so the request carries `currentPassword`.
 *
 * An account without a password (Google sign-in only) cannot type one: for it, a session that began
 * less than five minutes ago stands in, because the only way such a session begins is a Google
 * sign-in. The client asks for a fresh Google sign-in and then repeats the request.
 *
 * A stolen session must not become a way to guess the password either: wrong passwords are
 * counted per account over the shared state (across instances), and past REAUTH_FAILURES_MAX in
 * the window the answer is 429 without checking, whichever route asked.
 */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import { NO_PASSWORD, verifyPassword } from './passwords';

export const REAUTH_WINDOW_MS = 5 * 60 * 1000;
export const REAUTH_PASSWORD_MESSAGE = 'Enter your current password to make this change.';
export const REAUTH_WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';
export const REAUTH_GOOGLE_MESSAGE = 'Sign in with Google again to make this change.';
export const REAUTH_FAILURES_MAX = 10;
export const REAUTH_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const reauthTooManyMessage = (minutes: number) =>
  `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

const failuresKey = (userId: number) => `reauth:failures:${userId}`;

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
  if (!(await currentPasswordMatches(request, user, currentPassword))) {
    throw new AppError(403, ERROR_CODES.reauthRequired, REAUTH_WRONG_PASSWORD_MESSAGE, {
      reauth: 'password',
    });
  }
}

/**
 * Whether `currentPassword` is the account's, counting a wrong one; 429 once the account has had
 * too many. For a route that answers a wrong password in its own words (changing the password).
 */
export async function currentPasswordMatches(
  request: FastifyRequest,
  user: { id: number; password: string },
  currentPassword: string,
): Promise<boolean> {
  const state = request.server.sharedState;
  const failures = await state.peek(failuresKey(user.id));
  if (failures.count >= REAUTH_FAILURES_MAX) {
    const minutes = Math.max(1, Math.ceil((failures.resetAt - Date.now()) / 60_000));
    throw new AppError(429, ERROR_CODES.rateLimited, reauthTooManyMessage(minutes));
  }
  if (await verifyPassword(user.password, currentPassword)) return true;
  await state.increment(failuresKey(user.id), 1, REAUTH_FAILURE_WINDOW_MS);
  return false;
}
