/**
 * POST /api/billing/webhook: Stripe's events. The signature is checked against the exact bytes
 * received, so this route reads its body raw (its own content-type parser, in a plugin context of
 * its own so every other route keeps parsing JSON). A missing or bad signature is a 400 and
 * nothing changes. Same-origin checks do not apply (plugins/security.ts): the signature is what
 * authenticates Stripe, which sends no Origin.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { webhookResponseSchema } from '@core/api/billing';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import { paymentsNotConfigured } from './billing-access';
import { handleStripeEvent } from './handle-stripe-event';

export const WEBHOOK_PATH = '/api/billing/webhook';

export async function registerReceiveWebhook(
  app: FastifyInstance,
  stripe: Stripe | null,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
      // Kept as bytes for the signature; malformed JSON is still a 400, as on every other route.
      try {
        JSON.parse(body.toString('utf8'));
        done(null, body);
      } catch {
        done(new AppError(400, ERROR_CODES.validation, 'The body is not valid JSON'), undefined);
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe webhook events (signed with STRIPE_WEBHOOK_SECRET)',
          response: { 200: webhookResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const secret = app.config.billing.stripe?.webhookSecret;
        if (!stripe || !secret) throw paymentsNotConfigured();
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) throw badSignature();
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(body, signature, secret);
        } catch (err) {
          request.log.warn({ err }, 'Stripe webhook with a bad signature refused');
          throw badSignature();
        }
        if (signedInTheFuture(signature, Date.now() / 1000)) {
          request.log.warn('Stripe webhook signed in the future refused');
          throw badSignature();
        }
        const { duplicate, refused } = await handleStripeEvent(app.database.db, app.config, event);
        if (refused) {
          // Still 200: Stripe would retry anything else for days, and the answer would not change.
          request.log.warn(
            { eventId: event.id, type: event.type, ...refused },
            'Stripe event refused: its customer is not the account it names; nothing changed',
          );
        } else {
          request.log.info({ eventId: event.id, type: event.type, duplicate }, 'Stripe event');
        }
        return { received: true as const, duplicate };
      },
    );
  });
}

/**
 * The SDK refuses a signature older than its tolerance (5 minutes) but not one dated ahead: it
 * checks `now - t > tolerance`, which a future `t` always passes (issue 27). A signature dated a
 * year ahead would be a replayable capture good for a year; Stripe signs at the moment it sends,
 * so beyond the same 5 minutes of clock difference, `t` in the future is refused. The header was
 * verified by constructEvent above, so its `t` is the one Stripe signed.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signedInTheFuture(header: string, nowSeconds: number): boolean {
  const signedAt = /(?:^|,)\s*t=(\d+)/.exec(header)?.[1];
  return signedAt === undefined || Number(signedAt) > nowSeconds + SIGNATURE_TOLERANCE_SECONDS;
}

function badSignature(): AppError {
  return new AppError(400, 'INVALID_SIGNATURE', 'Missing or invalid Stripe signature');
}
