/**
 * Billing (issue 15): plans, Stripe Checkout and webhooks, the subscription and the portal, the
 * credit ledger and publishing with a credit, and the hourly credit reminder. Without a Stripe key
 * the plans still show and every payment route answers 409 PAYMENTS_NOT_CONFIGURED; admins grant
 * Pro and credits with `npm run grant`.
 */
import type { FastifyInstance } from 'fastify';
import { registerCreateCheckout } from './create-checkout';
import { registerGetBillingState } from './get-billing-state';
import { registerGetCheckoutStatus } from './get-checkout-status';
import { registerGetPlans } from './get-plans';
import { registerListLedger } from './list-ledger';
import { registerOpenPortal } from './open-portal';
import { registerPublishWithCredit } from './publish-with-credit';
import { registerReceiveWebhook } from './receive-webhook';
import { remindLapsingCredits } from './remind-lapsing-credits';
import { createStripeClient } from './stripe-client';
import { registerUpdateAutoRenewal } from './update-auto-renewal';

const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const stripe = app.config.billing.stripe
    ? await createStripeClient(app.config.billing.stripe)
    : null;
  registerGetPlans(app);
  registerCreateCheckout(app, stripe);
  registerGetCheckoutStatus(app, stripe);
  registerGetBillingState(app);
  registerListLedger(app);
  registerUpdateAutoRenewal(app, stripe);
  registerOpenPortal(app, stripe);
  registerPublishWithCredit(app);
  await registerReceiveWebhook(app, stripe);

  // Reminders 3 days before a credit lapses: hourly, once across instances (tests call the job
  // themselves).
  app.scheduler.register({
    name: 'credit-reminders',
    everyMs: REMINDER_INTERVAL_MS,
    run: async () => {
      await remindLapsingCredits(app.database.db);
    },
  });
}
