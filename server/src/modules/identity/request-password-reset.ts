/**
 * POST /api/auth/forgot-password: mails a reset link to the address, if it has an account.
 *
 * The answer cannot be used to find accounts: it is the same 202 and message for every address,
 * and the work behind it is the same too. Whatever the address, one transaction looks the account
 * up, inserts the token (an INSERT ... SELECT that adds no row when there is no account with a
 * password) and queues a mail inside a savepoint; the savepoint is rolled back when no mail may go
 * (no account, or the address's limit reached). No early return, so timing shows no difference.
 *
 * Limits: RESETS_PER_ADDRESS mails per address an hour (beyond it, the same 202 and no mail, so
 * nobody can flood a mailbox), and a per-client cap with the project's 429 RATE_LIMITED. The
 * per-address count is in the shared state, so it holds across instances; while Redis is down the
 * request gets 503 rather than mail without a cap.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  PASSWORD_RESET_TTL_MS,
  passwordResetRequestedMessage,
} from '@core/api/auth';
import type { Db } from '../../db/database';
import { enqueueMail } from '../../mail/enqueue-mail';
import { accountByEmail } from './account-by-email';
import { passwordResetMail } from './mails/password-reset-mail';
import { NO_PASSWORD } from './passwords';
import { hashResetToken, newResetToken } from './reset-token';

export const RESETS_PER_ADDRESS = 3;
export const ADDRESS_WINDOW_MS = 60 * 60 * 1000;
/** Per client address: requests of any outcome in the window. */
export const RESETS_PER_CLIENT = 10;
const CLIENT_WINDOW = '15 minutes';

/** Thrown inside the savepoint to undo the mail (and token) that must not be kept. */
class NoMail extends Error {}

export function registerRequestPasswordReset(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: { max: RESETS_PER_CLIENT, timeWindow: CLIENT_WINDOW } },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link by e-mail',
        description:
          'Always 202 with the same message, whether or not the address has an account. The ' +
          'link works once, for one hour.',
        body: forgotPasswordRequestSchema,
        response: { 202: forgotPasswordResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted for every address, with or without an account, so the limit tells nothing either.
      const sent = await app.sharedState.increment(
        `password-reset:address:${email}`,
        1,
        ADDRESS_WINDOW_MS,
      );
      const withinLimit = sent.count <= RESETS_PER_ADDRESS;
      await requestPasswordReset(app.database.db, {
        email,
        mayMail: withinLimit,
        linkOrigin: app.config.mail.linkOrigin,
      });
      return reply.code(202).send({ message: passwordResetRequestedMessage(email) });
    },
  );
}

export interface PasswordResetRequest {
  email: string;
  /** False once the address has had its mails for the hour. */
  mayMail: boolean;
  linkOrigin: string;
}

/** Queues the mail (and stores the token) when the address has an account; see the file's note. */
export async function requestPasswordReset(db: Db, input: PasswordResetRequest): Promise<void> {
  const token = newResetToken();
  const tokenHash = hashResetToken(token);
  await db.transaction(async (tx) => {
    // FOR SHARE: a password or e-mail change, a reset or two-factor being turned on (each
    // revokes the account's links in its transaction, revoke-reset-tokens.ts) either commits
    // before this reads the account, or waits until this token is committed and then spends it.
    // The account the address names (account-by-email.ts: its verified holder, else the oldest).
    const account = await accountByEmail(tx, input.email, { lock: 'share' });
    // Rendered for an unknown address too (and then rolled back): the same work either way.
    const mail = passwordResetMail({
      to: input.email,
      username: account?.username ?? input.email,
      hasPassword: account ? account.password !== NO_PASSWORD : true,
      linkOrigin: input.linkOrigin,
      token,
    });
    await tx
      .transaction(async (savepoint) => {
        await savepoint.execute(sql`
          insert into password_reset_tokens (user_id, token_hash, expires_at)
          select id, ${tokenHash}, now() + ${PASSWORD_RESET_TTL_MS / 1000} * interval '1 second'
          from users where id = ${account?.id ?? -1} and password <> ${NO_PASSWORD}`);
        await enqueueMail(savepoint, mail);
        if (!account || !input.mayMail) throw new NoMail();
      })
      .catch((error: unknown) => {
        if (!(error instanceof NoMail)) throw error;
      });
  });
}
