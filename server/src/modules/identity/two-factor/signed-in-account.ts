/** The two-factor routes belong to a signed-in account; guests get 401. */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../../plugins/errors';
import { hasNoPassword } from '../require-reauth';
import type { UserRow } from '../session-store';

export function signedInAccount(request: FastifyRequest): UserRow {
  const { user } = request.identity;
  if (!user) throw new AppError(401, ERROR_CODES.unauthorized, 'Not logged in');
  return user;
}

export const GOOGLE_ONLY_MESSAGE =
  'This account signs in with Google: turn on 2-Step Verification in your Google account instead.';

/**
 * Two-factor guards the password sign-in, so an account without a password has nothing for it to
 * guard: Google's own second step protects that way in.
 */
export function assertHasPassword(user: UserRow): void {
  if (hasNoPassword(user.password)) throw new AppError(400, 'NO_PASSWORD', GOOGLE_ONLY_MESSAGE);
}

export const wrongCode = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { errors: { [field]: message } });
