/**
 * Who may change a kit. A kit needs an account: brand_settings rows belong to a user (spec §3), and
 * a guest's kit would be lost with their browser, while the global kit already applies to guests'
 * forms. The global kit is the admins' alone.
 */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import type { UserRow } from '../identity/session-store';
import { AppError } from '../../plugins/errors';

export function requireUser(request: FastifyRequest): UserRow {
  const user = request.identity.user;
  if (!user) {
    throw new AppError(
      401,
      ERROR_CODES.unauthorized,
      'Sign in to set up a brand kit. Your guest forms move into your account.',
    );
  }
  return user;
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') {
    throw new AppError(403, ERROR_CODES.forbidden, 'Only an admin can manage the global brand kit');
  }
  return user;
}
