/** The signed-in caller and their session, for the account's own routes; 401 for anyone else. */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import type { SessionRow, UserRow } from './session-store';

export function signedInSession(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  const { user, session } = request.identity;
  if (!user || !session) throw new AppError(401, ERROR_CODES.unauthorized, 'Not logged in');
  return { user, session };
}
