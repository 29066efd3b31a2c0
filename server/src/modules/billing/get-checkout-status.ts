/**
 * GET /api/billing/checkout-status?session_id=: what /subscription-success shows. Stripe says
 * which session it was (and that it is the caller's); whether it is `complete` is what this
 * server has applied, so the page shows the new plan or balance only once the webhook has landed,
 * and polls while it is `pending`.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import {
  type CheckoutStatusResponse,
  checkoutStatusQuerySchema,
  checkoutStatusResponseSchema,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
} from '@core/api/billing';
import { apiErrorSchema } from '@core/api/common';
import { creditTransactions, users } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { isPro } from '../identity/published-form-limit';
import { callStripe, requireStripe, requireUser } from './billing-access';
import { idOf } from './stripe-event-facts';

function asPlan(value: string | null | undefined): SubscriptionPlan | null {
  return (SUBSCRIPTION_PLANS as readonly string[]).includes(value ?? '')
    ? (value as SubscriptionPlan)
    : null;
}

export function registerGetCheckoutStatus(app: FastifyInstance, stripeClient: Stripe | null): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/billing/checkout-status',
    {
      schema: {
        tags: ['billing'],
        summary: 'Whether a finished Checkout has been applied here yet',
        querystring: checkoutStatusQuerySchema,
        response: {
          200: checkoutStatusResponseSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request): Promise<CheckoutStatusResponse> => {
      const caller = requireUser(request);
      const stripe = requireStripe(stripeClient);
      const sessionId = request.query.session_id;
      const session = await callStripe(request, () => stripe.checkout.sessions.retrieve(sessionId));
      // Someone else's session is as good as missing: its contents are not the caller's business.
      if (session.client_reference_id !== String(caller.id)) throw notFound('Checkout not found');
      const { db } = app.database;
      const [user] = await db.select().from(users).where(eq(users.id, caller.id));
      if (!user) throw notFound('Checkout not found');
      const kind = session.metadata?.kind === 'credits' ? 'credits' : 'subscription';
      let complete: boolean;
      if (kind === 'credits') {
        const [row] = await db
          .select({ id: creditTransactions.id })
          .from(creditTransactions)
          .where(eq(creditTransactions.stripePaymentId, session.id));
        complete = row !== undefined;
      } else {
        const subscriptionId = idOf(session.subscription);
        complete =
          subscriptionId !== null && user.stripeSubscriptionId === subscriptionId && isPro(user);
      }
      const pro = isPro(user);
      return {
        sessionId: session.id,
        kind,
        state: complete ? 'complete' : session.status === 'expired' ? 'expired' : 'pending',
        plan: pro
          ? (asPlan(user.subscriptionPlan) ?? asPlan(session.metadata?.plan) ?? 'pro_monthly')
          : 'free',
        credits: user.credits,
        subscriptionEndDate: pro ? (user.subscriptionEndDate?.toISOString() ?? null) : null,
      };
    },
  );
}
