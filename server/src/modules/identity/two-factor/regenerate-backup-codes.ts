/**
 * POST /api/user/two-factor/backup-codes {currentPassword}: ten new backup codes, shown once; the
 * old ones stop working in the same transaction. Needs the password, like every change to how the
 * account signs in.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  backupCodesResponseSchema,
  regenerateBackupCodesRequestSchema,
} from '@core/api/two-factor';
import { users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { requireReauth } from '../require-reauth';
import { replaceBackupCodes } from './backup-codes';
import { queueTwoFactorChangedMail } from './queue-two-factor-mail';
import { assertHasPassword, signedInAccount } from './signed-in-account';

export const TWO_FACTOR_OFF = 'Two-factor sign-in is off.';

export function registerRegenerateBackupCodes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/user/two-factor/backup-codes',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Replace the backup codes (answered once)',
        body: regenerateBackupCodesRequestSchema,
        response: {
          200: backupCodesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInAccount(request);
      assertHasPassword(user);
      await requireReauth(request, request.body.currentPassword);
      const backupCodes = await app.database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
        if (!row?.twoFactorEnabledAt) throw new AppError(409, ERROR_CODES.conflict, TWO_FACTOR_OFF);
        const codes = await replaceBackupCodes(tx, row.id);
        await queueTwoFactorChangedMail(tx, app, row, 'backup_codes');
        return codes;
      });
      return { backupCodes };
    },
  );
}
