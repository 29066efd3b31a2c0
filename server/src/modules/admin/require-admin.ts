/**
 * The admin console's one guard. Anyone who is not an admin (a guest, a user, no session) gets the
 * very 404 an unknown route gets, so the console's routes cannot be told apart from missing ones.
 * It runs on `onRequest`, before the body is parsed and validated: a 400 would reveal the route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiNotFound } from '../../plugins/errors';
import type { UserRow } from '../identity/session-store';

export function guardAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.identity.user?.role !== 'admin') throw apiNotFound(request.method, request.url);
  });
}

/** The admin making the request (the guard has already refused everyone else). */
export function adminOf(request: FastifyRequest): UserRow {
  const user = request.identity.user;
  if (user?.role !== 'admin') throw apiNotFound(request.method, request.url);
  return user;
}
