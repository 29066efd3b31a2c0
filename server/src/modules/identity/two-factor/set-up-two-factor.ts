/**
 * POST /api/user/two-factor/setup: a new secret, its otpauth URI and QR code. Nothing is on yet:
 * the secret waits in the account until the first code from the app turns it on (enable), and a
 * new setup replaces it. It needs the current password: with a stolen session alone, turning
 * two-factor on with the thief's phone would lock the owner out.
 */
import { eq, isNull, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { twoFactorSetupRequestSchema, twoFactorSetupResponseSchema } from '@core/api/two-factor';
import { users } from '../../../db/schema';
import { AppError } from '../../../plugins/errors';
import { requireReauth } from '../require-reauth';
import { assertHasPassword, signedInAccount } from './signed-in-account';
import { newTotpSecret, otpauthUri, qrCodeSvg } from './totp';

export const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to use a new app.';

export function registerSetUpTwoFactor(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/user/two-factor/setup',
    {
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Start two-factor enrolment: a new secret and its QR code',
        body: twoFactorSetupRequestSchema,
        response: {
          200: twoFactorSetupResponseSchema,
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
      const secret = newTotpSecret();
      // Only while it is off: an enrolment in another tab never replaces a secret in use.
      const updated = await app.database.db
        .update(users)
        .set({ twoFactorSecret: secret, twoFactorLastStep: null })
        .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
        .returning({ id: users.id });
      if (updated.length === 0) throw new AppError(409, ERROR_CODES.conflict, ALREADY_ON);
      const uri = otpauthUri(secret, user.username);
      return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
    },
  );
}
