/**
 * POST /api/user/two-factor/enable {code}: the first code from the app proves it holds the secret
 * the setup gave; two-factor is on from here, and the answer carries ten backup codes, the only
 * time they are shown. The account is told by e-mail, in the same transaction.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { backupCodesResponseSchema, twoFactorEnableRequestSchema } from '@core/api/two-factor';
import { users } from '../../../db/schema';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { AppError } from '../../../plugins/errors';
import { twoFactorChangedMail } from '../mails/account-security-mails';
import { revokeResetTokens } from '../revoke-reset-tokens';
import { acceptTotpCode } from './accept-second-factor';
import { replaceBackupCodes } from './backup-codes';
import { ALREADY_ON } from './set-up-two-factor';
import { assertHasPassword, signedInAccount, wrongCode } from './signed-in-account';

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
          200: backupCodesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInAccount(request);
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
        const codes = await replaceBackupCodes(tx, row.id);
        await enqueueMail(
          tx,
          twoFactorChangedMail({
            to: row.email,
            username: row.username,
            linkOrigin: app.config.mail.linkOrigin,
            change: 'enabled',
          }),
        );
        return codes;
      });
      return { backupCodes };
    },
  );
}
