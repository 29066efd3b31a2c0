/** GET /api/user/two-factor: whether it is on, and how many backup codes are left. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { twoFactorStatusSchema } from '@core/api/two-factor';
import { hasNoPassword } from '../require-reauth';
import { backupCodesLeft } from './backup-codes';
import { signedInAccount } from './signed-in-account';

export function registerGetTwoFactorStatus(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Two-factor sign-in: on or off, backup codes left',
        response: { 200: twoFactorStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInAccount(request);
      const enabled = user.twoFactorEnabledAt !== null;
      return {
        available: !hasNoPassword(user.password),
        enabled,
        enabledAt: user.twoFactorEnabledAt?.toISOString() ?? null,
        backupCodesLeft: enabled ? await backupCodesLeft(app.database.db, user.id) : 0,
      };
    },
  );
}
