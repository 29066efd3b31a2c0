/**
 * PUT /api/billing/auto-renewal and POST /api/billing/cancel. The spec's autoRenewal is Stripe's
 * cancel_at_period_end, inverted: turning it off (or cancelling) keeps Pro until the period ends,
 * and turning it back on before then resumes the subscription. Stripe's answer is written to the
 * row at once so the page shows it; the webhook that follows confirms it (its stamp orders it).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import {
  autoRenewalRequestSchema,
  BILLING_ERROR_CODES,
  type SubscriptionChangeResponse,
  subscriptionChangeResponseSchema,
} from '@core/api/billing';
import { apiErrorSchema } from '@core/api/common';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { callStripe, requireStripe, requireUser } from './billing-access';
import { subscriptionPatch } from './stripe-event-facts';
import { subscriptionSummary } from './subscription-summary';

const CHANGEABLE = new Set(['active', 'trialing', 'past_due']);

export function registerUpdateAutoRenewal(app: FastifyInstance, stripeClient: Stripe | null): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const response = {
    200: subscriptionChangeResponseSchema,
    401: apiErrorSchema,
    409: apiErrorSchema,
    502: apiErrorSchema,
  };

  async function setAutoRenewal(
    request: FastifyRequest,
    autoRenewal: boolean,
  ): Promise<SubscriptionChangeResponse> {
    const stripe = requireStripe(stripeClient);
    const { db } = app.database;
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, requireUser(request).id));
    const subscriptionId = user?.stripeSubscriptionId;
    if (!user || !subscriptionId || !CHANGEABLE.has(user.subscriptionStatus ?? '')) {
      throw new AppError(
        409,
        BILLING_ERROR_CODES.noSubscription,
        'You have no Pro subscription to change.',
      );
    }
    const updated = await callStripe(request, () =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !autoRenewal }),
    );
    const patch = subscriptionPatch(app.config, updated);
    const [row] = await db
      .update(users)
      .set({
        autoRenewal: patch.autoRenewal ?? autoRenewal,
        ...(patch.currentPeriodEnd ? { subscriptionEndDate: patch.currentPeriodEnd } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    const summary = subscriptionSummary(row!)!;
    return { subscription: summary, endsAt: summary.autoRenewal ? null : summary.currentPeriodEnd };
  }

  typed.put(
    '/api/billing/auto-renewal',
    {
      schema: {
        tags: ['billing'],
        summary: 'Turn renewal at the period end on or off (Stripe cancel_at_period_end)',
        body: autoRenewalRequestSchema,
        response,
      },
    },
    (request) => setAutoRenewal(request, request.body.autoRenewal),
  );

  typed.post(
    '/api/billing/cancel',
    {
      schema: {
        tags: ['billing'],
        summary: 'Cancel Pro at the end of the period; answers the date Pro ends',
        response,
      },
    },
    (request) => setAutoRenewal(request, false),
  );
}
