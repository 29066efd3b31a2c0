/**
 * The forms' CAPTCHA question: GET /api/public/captcha/challenge hands out ALTCHA challenges, and
 * submissions verify the payload with the same verifier (`lib/altcha.ts`, shared with sign-in).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '@core/api/public';
import type { CaptchaVerifier } from '../../lib/altcha';

export { CaptchaVerifier, captchaSecret } from '../../lib/altcha';

export function registerCaptcha(app: FastifyInstance, verifier: CaptchaVerifier): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/captcha/challenge',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'An ALTCHA challenge',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifier.challenge();
    },
  );
}
