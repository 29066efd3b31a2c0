/** Keys belong to accounts: a guest has none and can make none (401). */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';

export function signedInUserId(request: FastifyRequest): number {
  const { user } = request.identity;
  if (!user) throw new AppError(401, ERROR_CODES.unauthorized, 'Not logged in');
  return user.id;
}
