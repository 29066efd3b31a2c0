/**
 * POST /api/user/two-factor/disable {currentPassword, code}: turns two-factor off. It needs both
 * the password (re-authentication) and a second factor (a code from the app, or a backup code for
 * someone who lost the phone), so neither a stolen session nor a stolen password alone does it.
 * The secret and the backup codes are deleted; the account is told by e-mail.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  twoFactorDisableRequestSchema,
  twoFactorDisableResponseSchema,
} from '@core/api/two-factor';
import { twoFactorBackupCodes, users } from '../../../db/schema';
import { enqueueMail } from '../../../mail/enqueue-mail';
import { AppError } from '../../../plugins/errors';
import { twoFactorChangedMail } from '../mails/account-security-mails';
import { requireReauth } from '../require-reauth';
import { acceptSecondFactor, secondFactorOf } from './accept-second-factor';
import { TWO_FACTOR_OFF } from './regenerate-backup-codes';
import { signedInAccount, wrongCode } from './signed-in-account';

export const DISABLE_CODE_WRONG =
  'That code is not right or was already used. Enter the newest code from your app or an unused backup code.';

export function registerDisableTwoFactor(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/user/two-factor/disable',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in off (password and a code)',
        body: twoFactorDisableRequestSchema,
        response: {
          200: twoFactorDisableResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInAccount(request);
      await requireReauth(request, request.body.currentPassword);
      await app.database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        if (!row?.twoFactorEnabledAt) throw new AppError(409, ERROR_CODES.conflict, TWO_FACTOR_OFF);
        if (!(await acceptSecondFactor(tx, row, secondFactorOf(request.body.code)))) {
          throw wrongCode('code', DISABLE_CODE_WRONG);
        }
        await tx
          .update(users)
          .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
          .where(eq(users.id, row.id));
        await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, row.id));
        await enqueueMail(
          tx,
          twoFactorChangedMail({
            to: row.email,
            username: row.username,
            linkOrigin: app.config.mail.linkOrigin,
            change: 'disabled',
          }),
        );
      });
      return { ok: true as const };
    },
  );
}
