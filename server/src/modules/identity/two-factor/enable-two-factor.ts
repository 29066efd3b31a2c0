/**
 * POST /api/user/two-factor/enable {code}: the first code from the app proves it holds the secret
 * the setup gave; two-factor is on from here, and the answer carries ten backup codes, the only
 * time they are shown. The account is told by e-mail, in the same transaction.
 *
 * Two-factor asks for a code at the next sign-in only: sessions already open (a thief's among
 * them, perhaps the reason for turning it on) and API keys go on working. So the answer also says
 * how many other sessions are signed in and which keys are active (issue 27), and the client
 * offers to sign the others out and to review the keys. Nothing is ended without being asked.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { twoFactorEnableRequestSchema } from '@core/api/two-factor';
import { twoFactorEnableResponseSchema } from '@core/api/two-factor-enabled';
import { users } from '../../../db/schema';
import { listActiveApiKeys } from '../../api-keys/active-api-keys';
import { AppError } from '../../../plugins/errors';
import { revokeResetTokens } from '../revoke-reset-tokens';
import { revokeVerificationTokens } from '../revoke-verification-tokens';
import { listUserSessions } from '../session-store';
import { signedInSession } from '../signed-in-session';
import { acceptTotpCode } from './accept-second-factor';
import { replaceBackupCodes } from './backup-codes';
import { ALREADY_ON } from './set-up-two-factor';
import { queueTwoFactorChangedMail } from './queue-two-factor-mail';
import { assertHasPassword, wrongCode } from './signed-in-account';

export const NOT_SET_UP = 'Start the set-up first: scan the QR code, then enter a code.';
export const ENROL_CODE_WRONG =
  'That code is not right. Check that the time on your phone is correct and enter the newest code.';

export function registerEnableTwoFactor(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/user/two-factor/enable',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in on with the first code; answers the backup codes once',
        body: twoFactorEnableRequestSchema,
        response: {
          200: twoFactorEnableResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user, session } = signedInSession(request);
      assertHasPassword(user);
      const backupCodes = await app.database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        if (!row) throw new AppError(401, ERROR_CODES.unauthorized, 'Not logged in');
        if (row.twoFactorEnabledAt) throw new AppError(409, ERROR_CODES.conflict, ALREADY_ON);
        if (!row.twoFactorSecret) throw new AppError(409, ERROR_CODES.conflict, NOT_SET_UP);
        if (!(await acceptTotpCode(tx, row, request.body.code))) {
          throw wrongCode('code', ENROL_CODE_WRONG);
        }
        await tx.update(users).set({ twoFactorEnabledAt: new Date() }).where(eq(users.id, row.id));
        // A reset link mailed before would let a mailbox alone set a password the second
        // factor was meant to back (revoke-reset-tokens.ts).
        await revokeResetTokens(tx, row.id);
        await revokeVerificationTokens(tx, row.id);
        const codes = await replaceBackupCodes(tx, row.id);
        await queueTwoFactorChangedMail(tx, app, row, 'enabled');
        return codes;
      });
      const [sessions, apiKeys] = await Promise.all([
        listUserSessions(app.database.db, user.id),
        listActiveApiKeys(app.database.db, user.id),
      ]);
      const otherSessions = sessions.filter((other) => other.id !== session.id).length;
      return { backupCodes, otherSessions, apiKeys };
    },
  );
}
