/** POST /api/auth/register: creates the account and signs it in (a fresh session). */
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { registerRequestSchema, userSchema } from '@core/api/auth';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { startUserSession } from '../../plugins/session';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { toPublicUser } from './public-user';

export function registerRegisterUser(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/register',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: registerRequestSchema,
        response: { 201: userSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, email, password, name } = request.body;
      assertAcceptablePassword('password', password, { username, email });
      const { db } = app.database;
      const taken = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(
          or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(users.email, email)),
        );
      if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
        throw new AppError(409, 'USERNAME_TAKEN', 'That username is already taken');
      }
      if (taken.length > 0)
        throw new AppError(409, 'EMAIL_TAKEN', 'An account with that email already exists');
      const passwordHash = await hashPassword(password);
      const inserted = await db
        .insert(users)
        .values({
          username,
          email,
          password: passwordHash,
          name: name || null,
          lastLoginAt: new Date(),
        })
        .onConflictDoNothing()
        .returning();
      const user = inserted[0];
      // A concurrent registration took the name between our check and the insert.
      if (!user)
        throw new AppError(409, 'USERNAME_TAKEN', 'That username or email is already registered');
      await startUserSession(request, reply, user);
      return reply.status(201).send(toPublicUser(user));
    },
  );
}
