/** POST /api/billing/portal: Stripe's customer portal (invoices, payment method), back to /billing. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { BILLING_ERROR_CODES, portalResponseSchema } from '@core/api/billing';
import { apiErrorSchema } from '@core/api/common';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { callStripe, returnOrigin, requireStripe, requireUser } from './billing-access';

export function registerOpenPortal(app: FastifyInstance, stripeClient: Stripe | null): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/billing/portal',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: "Open Stripe's customer portal (invoices and payment method)",
        response: {
          200: portalResponseSchema,
          401: apiErrorSchema,
          409: apiErrorSchema,
          502: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const stripe = requireStripe(stripeClient);
      const [user] = await app.database.db
        .select({ customerId: users.stripeCustomerId })
        .from(users)
        .where(eq(users.id, requireUser(request).id));
      const customer = user?.customerId;
      if (!customer) {
        throw new AppError(
          409,
          BILLING_ERROR_CODES.noBillingAccount,
          'There are no invoices or payment methods yet: they appear after your first purchase.',
        );
      }
      const session = await callStripe(request, () =>
        stripe.billingPortal.sessions.create({
          customer,
          return_url: `${returnOrigin(request)}/billing`,
        }),
      );
      return { url: session.url };
    },
  );
}
