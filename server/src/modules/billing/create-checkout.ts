/**
 * POST /api/billing/checkout: a Stripe Checkout Session for Pro (subscription mode) or a credit
 * pack (payment mode). Every session names the user (client_reference_id, metadata.userId) and
 * what it sells (metadata.kind, metadata.credits), which is all the webhook needs to apply it.
 * Stripe sends the browser back to /subscription-success (which waits for the webhook) or, when
 * the buyer gives up, to /pricing.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import {
  BILLING_ERROR_CODES,
  checkoutRequestSchema,
  checkoutResponseSchema,
} from '@core/api/billing';
import { apiErrorSchema } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import { hasLiveSubscription } from './apply-subscription-state';
import {
  callStripe,
  returnOrigin,
  paymentsNotConfigured,
  requireStripe,
  requireUser,
} from './billing-access';
import { ensureStripeCustomer } from './ensure-stripe-customer';
import { creditPackPriceId, PACK_CREDITS, subscriptionPriceId } from './plans';

export function registerCreateCheckout(app: FastifyInstance, stripeClient: Stripe | null): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/billing/checkout',
    {
      // Each call creates a session at Stripe: a loop in a page (or a script) should not.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Start a Stripe Checkout for Pro or a credit pack',
        body: checkoutRequestSchema,
        response: {
          200: checkoutResponseSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const stripe = requireStripe(stripeClient);
      const body = request.body;
      const origin = returnOrigin(request);
      const common = {
        client_reference_id: String(user.id),
        success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/pricing`,
      };
      let params: Stripe.Checkout.SessionCreateParams;
      if (body.kind === 'subscription') {
        const price = subscriptionPriceId(app.config, body.plan);
        if (!price) throw paymentsNotConfigured('This Pro plan cannot be bought on this server.');
        // A second subscription would bill twice; one past due is fixed in the portal instead.
        if (hasLiveSubscription(user)) {
          throw new AppError(
            409,
            BILLING_ERROR_CODES.alreadySubscribed,
            'You already have a Pro subscription. Manage it on the Billing page.',
          );
        }
        const metadata = { kind: 'subscription', plan: body.plan, userId: String(user.id) };
        params = {
          ...common,
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          metadata,
          // The subscription's own events carry this, so they find the user without the session.
          subscription_data: { metadata },
          customer: await ensureStripeCustomer(request, app.database.db, stripe, user),
        };
      } else {
        const price = creditPackPriceId(app.config, body.pack);
        if (!price) throw paymentsNotConfigured('Credit packs cannot be bought on this server.');
        const credits = PACK_CREDITS[body.pack];
        params = {
          ...common,
          mode: 'payment',
          line_items: [{ price, quantity: 1 }],
          metadata: { kind: 'credits', credits: String(credits), userId: String(user.id) },
          customer: await ensureStripeCustomer(request, app.database.db, stripe, user),
        };
      }
      const session = await callStripe(request, () => stripe.checkout.sessions.create(params));
      if (!session.url)
        throw new AppError(502, BILLING_ERROR_CODES.paymentProvider, 'No checkout address');
      return { url: session.url, sessionId: session.id };
    },
  );
}
