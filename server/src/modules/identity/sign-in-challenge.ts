/**
 * GET /api/auth/captcha/challenge: an ALTCHA challenge for a sign-in that needs a proof of work.
 * Signed with the sign-in key, so a form's CAPTCHA proof does not count here, nor one from here
 * in a form.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGN_IN_CHALLENGE_PATH } from '@core/api/auth';
import { captchaChallengeSchema } from '@core/api/public';
import type { CaptchaVerifier } from '../../lib/altcha';

export function registerSignInChallenge(app: FastifyInstance, verifier: CaptchaVerifier): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    SIGN_IN_CHALLENGE_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'An ALTCHA challenge for a sign-in',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifier.challenge();
    },
  );
}
