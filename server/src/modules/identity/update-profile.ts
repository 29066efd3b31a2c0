/**
 * PATCH /api/user: name and e-mail. POST /api/user/password: changes the password, which ends
 * every other session of the user (a stolen cookie stops working).
 *
 * Both changes can take an account over (with the e-mail, a password reset follows), so they need
 * the current password (re-authentication, issue 20), and the owner hears of them by e-mail: the
 * e-mail change at the OLD address, the password change at the account's. A new e-mail address
 * applies only once the link mailed to it is opened (request-email-change.ts, ADR 029).
 */
import { eq } from 'drizzle-orm';
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
import { enqueueMail } from '../../mail/enqueue-mail';
import { AppError } from '../../plugins/errors';
import { passwordChangedMail } from './mails/account-security-mails';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, NO_PASSWORD } from './passwords';
import { toPublicUser } from './public-user';
import {
  applyEmailRequest,
  checkEmailChange,
  emailRequestOf,
  readAccount,
} from './request-email-change';
import { currentPasswordMatches, requireReauth } from './require-reauth';
import { revokeResetTokens } from './revoke-reset-tokens';
import { revokeVerificationTokens } from './revoke-verification-tokens';
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
        description:
          'A new e-mail address applies only once the link mailed to it is opened; until then ' +
          'it is `pendingEmail`. Sending the current address cancels a pending change.',
        body: updateProfileRequestSchema,
        response: {
          200: userSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { name, email } = request.body;
      if (name === undefined && email === undefined) {
        throw new AppError(400, 'VALIDATION_ERROR', NOTHING_TO_CHANGE, {
          errors: { name: NOTHING_TO_CHANGE, email: NOTHING_TO_CHANGE },
        });
      }
      const emailRequest = emailRequestOf(user, email);
      if (emailRequest === 'change') {
        await checkEmailChange(app, request, reply, {
          user,
          email: email!,
          currentPassword: request.body.currentPassword,
        });
      }
      const updated = await app.database.db.transaction(async (tx) => {
        // The row first, then the links, as every change of links does.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        if (name !== undefined) {
          await tx
            .update(users)
            .set({ name: name || null })
            .where(eq(users.id, user.id));
        }
        await applyEmailRequest(tx, user, emailRequest, email, app.config.mail.linkOrigin);
        return readAccount(tx, user.id);
      });
      return toPublicUser(updated);
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
        response: {
          200: logoutResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
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
      const { currentPassword } = request.body;
      // Without it: 403 REAUTH_REQUIRED, as for every change that can take an account over. A
      // wrong one keeps this form's own field message.
      if (!currentPassword) await requireReauth(request, currentPassword);
      if (!(await currentPasswordMatches(request, user, currentPassword!))) {
        throw new AppError(400, 'VALIDATION_ERROR', 'Current password is incorrect', {
          errors: { currentPassword: 'Current password is incorrect' },
        });
      }
      await assertAcceptablePassword('newPassword', request.body.newPassword, user);
      const password = await hashPassword(request.body.newPassword);
      await app.database.db.transaction(async (tx) => {
        await tx.update(users).set({ password }).where(eq(users.id, user.id));
        // A reset link mailed before the change would undo it (revoke-reset-tokens.ts); a
        // verification link (or a pending e-mail change) dies with it too.
        await revokeResetTokens(tx, user.id);
        await revokeVerificationTokens(tx, user.id);
        await destroyOtherUserSessions(tx, user.id, request.identity.session!.id);
        await enqueueMail(
          tx,
          passwordChangedMail({
            to: user.email,
            username: user.username,
            linkOrigin: app.config.mail.linkOrigin,
          }),
        );
      });
      return { ok: true as const };
    },
  );
}
