/**
 * POST /api/user/two-factor/disable {currentPassword, code}: turns two-factor off. It needs both
 * the password (re-authentication) and a second factor (a code from the app, or a backup code for
 * someone who lost the phone), so neither a stolen session nor a stolen password alone does it.
 * The secret and the backup codes are deleted; the account is told by e-mail. Wrong codes count
 * against the account like those at sign-in (second-factor-lock.ts): past the limit, 429.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  twoFactorDisableRequestSchema,
  twoFactorDisableResponseSchema,
} from '@core/api/two-factor';
import type { Db } from '../../../db/database';
import { twoFactorBackupCodes, users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { requireReauth } from '../require-reauth';
import type { UserRow } from '../session-store';
import { acceptSecondFactor, secondFactorOf } from './accept-second-factor';
import { TWO_FACTOR_OFF } from './regenerate-backup-codes';
import { secondFactorLockOf } from './second-factor-lock';
import { queueTwoFactorChangedMail } from './queue-two-factor-mail';
import { signedInAccount, wrongCode } from './signed-in-account';

export const DISABLE_CODE_WRONG =
  'That code is not right or was already used. Enter the newest code from your app or an unused backup code.';

export function registerDisableTwoFactor(app: FastifyInstance): void {
  // Wrong codes here and at sign-in share one count per account (issue 27).
  const codeLock = secondFactorLockOf(app);
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
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInAccount(request);
      await requireReauth(request, request.body.currentPassword);
      const attempt = { request, reply, account: user, place: 'disable' as const };
      // The count is taken around the transaction, not in it: a wrong code rolls nothing back
      // there, and the alert mail is written after it (PGlite has one connection).
      const right = await codeLock.check(attempt, () =>
        app.database.db.transaction(async (tx) => {
          const [row] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
          if (!row?.twoFactorEnabledAt) {
            throw new AppError(409, ERROR_CODES.conflict, TWO_FACTOR_OFF);
          }
          if (!(await acceptSecondFactor(tx, row, secondFactorOf(request.body.code)))) return false;
          await turnOff(tx, row);
          return true;
        }),
      );
      if (!right) throw wrongCode('code', DISABLE_CODE_WRONG);
      return { ok: true as const };
    },
  );

  async function turnOff(tx: Db, row: UserRow): Promise<void> {
    await tx
      .update(users)
      .set({ twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null })
      .where(eq(users.id, row.id));
    await tx.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, row.id));
    await queueTwoFactorChangedMail(tx, app, row, 'disabled');
  }
}
