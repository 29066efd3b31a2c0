/**
 * POST /api/auth/login: the username or the e-mail address (in the spec's `username` field, issue
 * 27; find-account-for-sign-in.ts) and the password. Same answer and similar time for every wrong
 * password or unknown identifier. Repeated failures never lock the owner out: they make the account ask
 * for a proof of work, and flood a client address into a 429 (sign-in-throttle.ts).
 *
 * Two-factor accounts (issue 20): the right password alone answers 401 TWO_FACTOR_REQUIRED; the
 * same request with `code` (the app's, once per time step) or `backupCode` (once) signs in. A
 * wrong code counts as a failed sign-in, and against the account's wrong codes: past the limit
 * every code attempt is 429 with Retry-After (issue 27, two-factor/second-factor-lock.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE } from '@core/api/admin';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { loginRequestSchema, SIGN_IN_CHALLENGE_PATH, userSchema } from '@core/api/auth';
import { users } from '../../db/schema';
import type { CaptchaVerifier } from '../../lib/altcha';
import { AppError } from '../../plugins/errors';
import { startUserSession } from '../../plugins/session';
import { findAccountForSignIn } from './find-account-for-sign-in';
import { verifyPassword } from './passwords';
import { acceptSecondFactor } from './two-factor/accept-second-factor';
import { secondFactorLockOf } from './two-factor/second-factor-lock';
import { toPublicUser } from './public-user';
import { SignInThrottle } from './sign-in-throttle';

const INVALID = 'Invalid username or password';
export const PROOF_NEEDED =
  'Too many failed sign-ins for this account. Complete the verification to continue.';
export const TWO_FACTOR_NEEDED = 'Enter the 6-digit code from your authenticator app.';
export const TWO_FACTOR_WRONG =
  'That code is not right or was already used. Enter the newest code, or a backup code.';
export const PROOF_REFUSED = 'The verification has expired or was already used. Complete it again.';

const captchaRequired = (message: string) =>
  new AppError(401, ERROR_CODES.captchaRequired, message, {
    challengeUrl: SIGN_IN_CHALLENGE_PATH,
  });

export function registerLogIn(
  app: FastifyInstance,
  captcha: CaptchaVerifier,
  throttle = new SignInThrottle(),
): void {
  // Wrong codes per account, whatever the address (issue 27): second-factor-lock.ts.
  const codeLock = secondFactorLockOf(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/login',
    {
      // Per client address, every attempt (the socket peer unless TRUST_PROXY says otherwise): a
      // flood cap above the throttle's failure limit.
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or e-mail address, and password',
        description:
          '`username` takes the username or the e-mail address of the account. ' +
          'After repeated failures for an account the body must carry `captcha`, a solved ALTCHA ' +
          'challenge from `challengeUrl`; until then the answer is 401 CAPTCHA_REQUIRED. For an ' +
          'account with two-factor sign-in the right password alone answers 401 ' +
          'TWO_FACTOR_REQUIRED: send `code` (TOTP) or `backupCode` with it. After 10 wrong codes ' +
          'for the account in 15 minutes, from any address, every code attempt answers 429 with ' +
          'Retry-After until the 15 minutes have passed.',
        body: loginRequestSchema,
        response: { 200: userSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { username: identifier, password } = request.body;
      const retryAfter = await throttle.addressRetryAfter(request.ip);
      if (retryAfter !== null) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError(
          429,
          ERROR_CODES.rateLimited,
          `Too many failed sign-ins from your address. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        );
      }
      const user = await findAccountForSignIn(app.database.db, identifier);
      // Failures count for the account whichever of its names was typed (else five by username
      // and five by address would be ten guesses before a proof); an identifier without an
      // account counts under its own text, as an account's would.
      const counted = user?.username ?? identifier;
      if (await throttle.proofRequired(counted)) {
        if (request.body.captcha === undefined) throw captchaRequired(PROOF_NEEDED);
        if (!(await captcha.verify(request.body.captcha))) {
          await throttle.proofFailed(request.ip);
          throw captchaRequired(PROOF_REFUSED);
        }
      }
      const ok = await verifyPassword(user?.password ?? null, password);
      if (!user || !ok) {
        await throttle.passwordFailed(counted, request.ip);
        throw new AppError(401, 'INVALID_CREDENTIALS', INVALID);
      }
      if (user.twoFactorEnabledAt) {
        const { code, backupCode } = request.body;
        // The password alone opens nothing: no session, and the counter is not reset, so a
        // thief who has the password still pays for every code he guesses.
        if (code === undefined && backupCode === undefined) {
          await codeLock.assertOpen(user.id, reply);
          throw new AppError(401, ERROR_CODES.twoFactorRequired, TWO_FACTOR_NEEDED);
        }
        const attempt = { request, reply, account: user, place: 'sign-in' as const };
        const right = await codeLock.check(attempt, () =>
          acceptSecondFactor(app.database.db, user, { code, backupCode }),
        );
        if (!right) {
          await throttle.passwordFailed(counted, request.ip);
          throw new AppError(401, ERROR_CODES.twoFactorRequired, TWO_FACTOR_WRONG);
        }
      }
      await throttle.succeeded(counted);
      // Said only after the right password, so it reveals nothing to someone guessing.
      if (user.disabledAt) throw new AppError(403, ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE);
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
