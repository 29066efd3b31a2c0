/**
 * POST /api/auth/register: creates the account and signs it in (a fresh session). The address is
 * unverified until the link mailed to it is opened (ADR 029).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { registerRequestSchema, userSchema } from '@core/api/auth';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { startUserSession } from '../../plugins/session';
import { accountByEmail } from './account-by-email';
import { issueVerificationLink } from './issue-verification-link';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';
import { toPublicUser } from './public-user';

const usernameTaken = () => new AppError(409, 'USERNAME_TAKEN', 'That username is already taken');

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
      await assertAcceptablePassword('password', password, { username, email });
      const { db } = app.database;
      const [sameName] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      if (sameName) throw usernameTaken();
      // Only a verified address is taken (ADR 029): someone who registered with another
      // person's address, and never proved it, does not keep its owner out.
      if (await accountByEmail(db, email, { verifiedOnly: true })) {
        throw new AppError(
          409,
          ERROR_CODES.emailTaken,
          'An account with that email already exists',
        );
      }
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const [inserted] = await tx
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
        // A concurrent registration took the name between our check and the insert.
        if (!inserted) throw usernameTaken();
        // With the account, in its transaction: the mail is queued if and only if it exists.
        await issueVerificationLink(tx, {
          user: inserted,
          email,
          linkOrigin: app.config.mail.linkOrigin,
        });
        return inserted;
      });
      await startUserSession(request, reply, user);
      return reply.status(201).send(toPublicUser(user));
    },
  );
}
