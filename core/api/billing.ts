/**
 * Billing (issue 15): plans, Stripe Checkout, the subscription, the customer portal, and credits.
 * The plans are defined on the server (`/api/billing/plans`) and the pages show what it answers;
 * amounts are integers in the currency's minor unit (cents). Credits are a ledger: every change of
 * the balance is one row of it, and the balance never goes below zero.
 */
import { z } from 'zod';

/** The Pro prices a subscription can be on. */
export const SUBSCRIPTION_PLANS = ['pro_monthly', 'pro_yearly'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

export const PLAN_IDS = ['free', ...SUBSCRIPTION_PLANS] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Credit packs sold through Checkout. */
export const CREDIT_PACKS = ['credits_10'] as const;
export type CreditPackId = (typeof CREDIT_PACKS)[number];

/** One credit publishes one form beyond the free limit for this many days. */
export const CREDIT_PUBLISH_DAYS = 30;
/** The owner is notified this many days before a form's credit lapses. */
export const CREDIT_REMINDER_DAYS = 3;

/** Error codes of the billing routes (besides the shared ones in common.ts). */
export const BILLING_ERROR_CODES = {
  /** 409: no Stripe key on this server, or no Stripe price for what was asked. */
  paymentsNotConfigured: 'PAYMENTS_NOT_CONFIGURED',
  /** 409: a Pro subscription is already active; manage it on /billing. */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  /** 409: the action needs a Stripe subscription (or customer) the user does not have. */
  noSubscription: 'NO_SUBSCRIPTION',
  noBillingAccount: 'NO_BILLING_ACCOUNT',
  /** 409: publishing with a credit when the balance is 0. */
  noCredits: 'NO_CREDITS',
  /** 409: publishing with a credit a form that is already published. */
  alreadyPublished: 'ALREADY_PUBLISHED',
  /** 502: Stripe refused or could not be reached; nothing changed here. */
  paymentProvider: 'PAYMENT_PROVIDER_ERROR',
  /** 409: deleting an account whose Pro subscription still renews (it would be charged again). */
  subscriptionRenews: 'SUBSCRIPTION_RENEWS',
} as const;

export const SUBSCRIPTION_RENEWS_MESSAGE =
  'Your Pro subscription renews automatically. Turn off renewal on the billing page first, then delete your account.';

/** The message a 409 PAYMENTS_NOT_CONFIGURED carries (the upgrade buttons show it too). */
export const PAYMENTS_NOT_CONFIGURED_MESSAGE = 'Payments are not configured on this server.';

/** /pricing's introduction when no admin pricing copy is active (the app's and the server's). */
export const PRICING_INTRO =
  'Free to start. Upgrade to Pro for unlimited publishing, or buy credits to publish a few more forms.';

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  /** "Free" or "Pro". */
  name: z.string(),
  /** Billing interval of a Pro price; null for Free. */
  interval: z.enum(['month', 'year']).nullable(),
  amountCents: z.number().int().min(0),
  currency: z.string(),
  /** Published forms allowed at once; null means unlimited (Pro). */
  publishedFormLimit: z.number().int().min(0).nullable(),
  /** Bytes of uploaded files (responses' files and brand logos) the owner may keep (issue 20). */
  storageQuotaBytes: z.number().int().min(1),
  /** Whether it can be bought on this server now (Stripe configured with a price for it). */
  available: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const creditPackSchema = z.object({
  id: z.enum(CREDIT_PACKS),
  credits: z.number().int().min(1),
  amountCents: z.number().int().min(0),
  currency: z.string(),
  /** How long one credit keeps one form published beyond the free limit. */
  publishDays: z.number().int().min(1),
  available: z.boolean(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/** GET /api/billing/plans (public). */
export const plansResponseSchema = z.object({
  /** False: no Stripe key on this server; upgrade buttons explain that payments are off. */
  paymentsEnabled: z.boolean(),
  plans: z.array(planSchema),
  creditPacks: z.array(creditPackSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** POST /api/billing/checkout (signed-in users only; a guest gets 401). */
export const checkoutRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscription'), plan: z.enum(SUBSCRIPTION_PLANS) }),
  z.object({ kind: z.literal('credits'), pack: z.enum(CREDIT_PACKS).default('credits_10') }),
]);
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** Where to send the browser (Stripe's hosted Checkout page). */
export const checkoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/billing/checkout-status?session_id=... (what /subscription-success polls). */
export const checkoutStatusQuerySchema = z.object({ session_id: z.string().min(1).max(255) });

export const checkoutStatusResponseSchema = z.object({
  sessionId: z.string(),
  kind: z.enum(['subscription', 'credits']),
  /**
   * pending: paid (or being paid) at Stripe, but the webhook has not been applied here yet (poll);
   * complete: the server has the new state (Pro active, or the credits on the balance);
   * expired: the session was abandoned or expired; nothing was bought.
   */
  state: z.enum(['pending', 'complete', 'expired']),
  plan: z.enum(PLAN_IDS),
  credits: z.number().int(),
  /** The ISO date Pro renews or ends, when Pro. */
  subscriptionEndDate: z.string().nullable(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponseSchema>;

export const CREDIT_TRANSACTION_TYPES = [
  /** A pack bought through Checkout (+). */
  'purchase',
  /** One credit spent to publish a form beyond the free limit (-1). */
  'publish',
  /** Credits given by an admin (+), or Pro given by an admin (0, for the record). */
  'grant',
  'pro_grant',
  /** Credits taken back by an admin after a refund (-). */
  'refund',
] as const;
export type CreditTransactionType = (typeof CREDIT_TRANSACTION_TYPES)[number];

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  /** Signed: + adds to the balance, - takes from it. */
  amount: z.number().int(),
  type: z.enum(CREDIT_TRANSACTION_TYPES),
  description: z.string().nullable(),
  createdAt: z.string(),
  status: z.string(),
  /** 'form' with the form's id for a publish. */
  relatedEntityType: z.string().nullable(),
  relatedEntityId: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A page of the ledger, newest first. Pass `nextCursor` as `before` for the next page. */
export const ledgerPageSchema = z.object({
  items: z.array(ledgerEntrySchema),
  nextCursor: z.number().int().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET /api/billing/ledger?before=&limit= */
export const ledgerQuerySchema = z.object({
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const subscriptionSummarySchema = z.object({
  /** stripe: paid through Stripe (manage in the portal); grant: given by an admin. */
  source: z.enum(['stripe', 'grant']),
  /** The Pro price, for a Stripe subscription. */
  plan: z.enum(SUBSCRIPTION_PLANS).nullable(),
  /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, ... */
  status: z.string(),
  /** When Pro renews (autoRenewal) or ends (otherwise); ISO date-time. */
  currentPeriodEnd: z.string().nullable(),
  /** The spec's autoRenewal: Stripe's cancel_at_period_end, inverted. */
  autoRenewal: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const publishCreditSchema = z.object({
  formId: z.string(),
  formTitle: z.string(),
  expiresAt: z.string(),
});

/** The owner's stored files against their plan's storage quota (issue 20). */
export const storageUsageSchema = z.object({
  /** Files uploaded to the owner's forms (submitted or not yet) plus their brand logos. */
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(1),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** The owner is told once on crossing each of these percentages of the quota. */
export const STORAGE_ALERT_LEVELS = [80, 100] as const;

/** The alert level a usage has reached: 0, 80 or 100. */
export function storageAlertLevel(usage: StorageUsage): 0 | 80 | 100 {
  if (usage.usedBytes >= usage.quotaBytes) return 100;
  return usage.usedBytes * 100 >= usage.quotaBytes * 80 ? 80 : 0;
}

const BYTE_UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** "0 bytes", "512 bytes", "1.5 MB", "1 GB": binary multiples, at most one decimal. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  // 1023.96 KB rounds to 1024 KB: say 1 MB.
  if (rounded >= 1024 && unit > 0 && unit < BYTE_UNITS.length - 1) {
    rounded = 1;
    unit += 1;
  }
  if (unit === 0) return rounded === 1 ? '1 byte' : `${rounded} bytes`;
  return `${rounded} ${BYTE_UNITS[unit]}`;
}

/** GET /api/billing (signed-in users only): everything /billing shows. */
export const billingStateSchema = z.object({
  paymentsEnabled: z.boolean(),
  /** The plan in effect now: Pro while the subscription is active or trialing and not ended. */
  plan: z.enum(['free', 'pro']),
  /** Null when the user never had Pro. */
  subscription: subscriptionSummarySchema.nullable(),
  /** Whether /api/billing/portal can open Stripe's portal (invoices, payment method). */
  portalAvailable: z.boolean(),
  credits: z.number().int().min(0),
  publishing: z.object({
    /** Null: unlimited (Pro, admin). */
    limit: z.number().int().nullable(),
    /** Published forms that count towards the limit (forms on an active credit do not). */
    counted: z.number().int(),
    /** More published forms than the limit (after Pro ended): they stay published, new ones wait. */
    overLimit: z.boolean(),
    /** Forms published on a credit that has not lapsed yet. */
    activeCredits: z.array(publishCreditSchema),
  }),
  /** Stored files against the plan's quota; uploads to the owner's forms stop when it is full. */
  storage: storageUsageSchema,
  ledger: ledgerPageSchema,
});
export type BillingState = z.infer<typeof billingStateSchema>;

/** PUT /api/billing/auto-renewal */
export const autoRenewalRequestSchema = z.object({ autoRenewal: z.boolean() });

/** PUT /api/billing/auto-renewal and POST /api/billing/cancel answer the subscription as it is now. */
export const subscriptionChangeResponseSchema = z.object({
  subscription: subscriptionSummarySchema,
  /** The date Pro ends when it does not renew; null while it renews. */
  endsAt: z.string().nullable(),
});
export type SubscriptionChangeResponse = z.infer<typeof subscriptionChangeResponseSchema>;

/** POST /api/billing/portal */
export const portalResponseSchema = z.object({ url: z.string() });

/**
 * POST /api/forms/{id}/publish-with-credit (the owner only). Publishes the form; a credit is spent
 * only when the form would be over the limit (creditSpent), and covers it for CREDIT_PUBLISH_DAYS.
 */
export const publishWithCreditResponseSchema = z.object({
  formId: z.string(),
  published: z.literal(true),
  creditSpent: z.boolean(),
  /** The balance after the spend. */
  credits: z.number().int().min(0),
  /** When the form's credit lapses (the form stays published); null when none covers it. */
  creditExpiresAt: z.string().nullable(),
});
export type PublishWithCreditResponse = z.infer<typeof publishWithCreditResponseSchema>;

/** POST /api/billing/webhook (Stripe only): 200 once the event is applied or known already. */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** True when this event id was applied before (a replay or a concurrent duplicate). */
  duplicate: z.boolean(),
});
