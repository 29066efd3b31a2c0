/** POST /api/auth/login: username and password. Same answer and similar time for every failure. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { loginRequestSchema, userSchema } from '@core/api/auth';
import { users } from '../../db/schema';
import { FixedWindowLimiter } from '../../lib/fixed-window-limiter';
import { AppError } from '../../plugins/errors';
import { startUserSession } from '../../plugins/session';
import { verifyPassword } from './passwords';
import { toPublicUser } from './public-user';

const INVALID = 'Invalid username or password';

export function registerLogIn(app: FastifyInstance): void {
  // Per account: 10 failures in 15 minutes lock that account's password sign-in for the window.
  const failures = new FixedWindowLimiter(10, 15 * 60 * 1000);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/login',
    {
      // Per client address (the socket peer unless TRUST_PROXY says otherwise).
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password',
        body: loginRequestSchema,
        response: { 200: userSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const key = username.toLowerCase();
      if (failures.isBlocked(key)) {
        throw new AppError(
          429,
          'RATE_LIMITED',
          'Too many failed attempts. Try again in 15 minutes.',
        );
      }
      const [user] = await app.database.db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.username})`, key))
        .limit(1);
      const ok = await verifyPassword(user?.password ?? null, password);
      if (!user || !ok) {
        failures.hit(key);
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID);
      }
      failures.reset(key);
      const [updated] = await app.database.db
        .update(users)
        .set({ lastLoginAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await startUserSession(request, reply, updated!);
      return toPublicUser(updated!);
    },
  );
}
