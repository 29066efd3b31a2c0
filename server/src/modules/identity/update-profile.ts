/**
 * PATCH /api/user: name and e-mail. POST /api/user/password: changes the password, which ends
 * every other session of the user (a stolen cookie stops working).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  changePasswordRequestSchema,
  logoutResponseSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@core/api/auth';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, NO_PASSWORD, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';
import { destroyOtherUserSessions, type UserRow } from './session-store';

/**
 * A body with neither field (`{}`, or only fields no one may set here, such as role, credits or
 * id, which the schema drops) is refused rather than answered 200: a client sending it has a bug,
 * and a 200 to `{ role: 'admin' }` would read as if the role had been set.
 */
const NOTHING_TO_CHANGE = 'Nothing to change: send a name or an email';

function requireUser(request: FastifyRequest): UserRow {
  const { user } = request.identity;
  if (!user) throw new AppError(401, 'UNAUTHORIZED', 'Not logged in');
  return user;
}

export function registerUpdateProfile(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.patch(
    '/api/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'Update name and e-mail',
        body: updateProfileRequestSchema,
        response: {
          200: userSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { name, email } = request.body;
      if (name === undefined && email === undefined) {
        throw new AppError(400, 'VALIDATION_ERROR', NOTHING_TO_CHANGE, {
          errors: { name: NOTHING_TO_CHANGE, email: NOTHING_TO_CHANGE },
        });
      }
      const { db } = app.database;
      if (email && email !== user.email) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), ne(users.id, user.id)))
          .limit(1);
        if (taken)
          throw new AppError(409, 'EMAIL_TAKEN', 'An account with that email already exists');
      }
      const [updated] = await db
        .update(users)
        .set({ ...(name !== undefined ? { name: name || null } : {}), ...(email ? { email } : {}) })
        .where(eq(users.id, user.id))
        .returning();
      return toPublicUser(updated!);
    },
  );

  typed.post(
    '/api/user/password',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (ends other sessions)',
        body: changePasswordRequestSchema,
        response: { 200: logoutResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (user.password === NO_PASSWORD) {
        throw new AppError(
          400,
          'NO_PASSWORD',
          'This account signs in with Google and has no password',
        );
      }
      if (!(await verifyPassword(user.password, request.body.currentPassword))) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Current password is incorrect', {
          errors: { currentPassword: 'Current password is incorrect' },
        });
      }
      assertAcceptablePassword('newPassword', request.body.newPassword, user);
      const { db } = app.database;
      await db
        .update(users)
        .set({ password: await hashPassword(request.body.newPassword) })
        .where(eq(users.id, user.id));
      await destroyOtherUserSessions(db, user.id, request.identity.session!.id);
      return { ok: true as const };
    },
  );
}
