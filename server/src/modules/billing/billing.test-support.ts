/**
 * For the billing tests: an app wired to the local Stripe stand-in, signed webhook deliveries,
 * and Stripe-shaped events. Not server code.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { stripeEvents, users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import {
  type StripeTestServer,
  startStripeTestServer,
} from '../../test-support/stripe-test-server';
import { createTestApp, type TestContext } from '../../test-support/test-app';

export const WEBHOOK_SECRET = 'whsec_formloom_test_secret';
export const PRICES = {
  proMonthly: 'price_pro_monthly',
  proYearly: 'price_pro_yearly',
  credits10: 'price_credits_10',
} as const;

export interface BillingTestContext extends TestContext {
  stripe: StripeTestServer;
}

export async function createBillingTestApp(
  env: Record<string, string> = {},
): Promise<BillingTestContext> {
  const stripe = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_formloom',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO_MONTHLY: PRICES.proMonthly,
      STRIPE_PRICE_PRO_YEARLY: PRICES.proYearly,
      STRIPE_PRICE_CREDITS_10: PRICES.credits10,
      STRIPE_API_BASE: stripe.url,
      PUBLIC_URL: 'http://localhost:3000',
      FREE_PUBLISHED_FORM_LIMIT: '1',
      ...env,
    },
  });
  return {
    ...t,
    stripe,
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

export async function signUp(app: FastifyInstance): Promise<{ client: BrowserClient; id: number }> {
  const client = new BrowserClient(app);
  const res = await client.post('/api/auth/register', newAccount());
  expect(res.statusCode).toBe(201);
  return { client, id: res.json().id as number };
}

/**
 * A user with a Stripe customer, made as the app makes it: a checkout begun (for a credit pack)
 * creates the customer at the stand-in and stores it on the user.
 */
export async function signUpCustomer(
  t: BillingTestContext,
): Promise<{ client: BrowserClient; id: number; customer: string }> {
  const { client, id } = await signUp(t.app);
  const res = await client.post('/api/billing/checkout', { kind: 'credits' });
  expect(res.statusCode).toBe(200);
  const customer = (await userRow(t.database.db, id)).stripeCustomerId;
  expect(customer).toMatch(/^cus_/);
  return { client, id, customer: customer! };
}

/** How many times an event id is in stripe_events (0 or 1: its primary key). */
export async function storedEvents(db: Db, id: string): Promise<number> {
  const [{ value }] = (await db
    .select({ value: count() })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, id))) as [{ value: number }];
  return value;
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

let eventCounter = 0;
/** A Stripe event around `object`; `created` in seconds (defaults to now). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
): Stripe.Event {
  eventCounter += 1;
  return {
    id: options.id ?? `evt_test_${process.pid}_${eventCounter}_${Date.now()}`,
    object: 'event',
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  } as unknown as Stripe.Event;
}

/** POSTs an event to the webhook as Stripe does: signed, no Origin, no cookie. */
export function deliver(
  app: FastifyInstance,
  event: Stripe.Event | string,
  signature?: string,
): Promise<LightMyRequestResponse> {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature':
        signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

export const DAY = 24 * 60 * 60;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A subscription object as Stripe sends it in customer.subscription.* events. */
export function subscription(fields: {
  id: string;
  customer: string;
  userId?: number;
  status?: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  price?: string;
  endedAt?: number | null;
}): Record<string, unknown> {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    ended_at: fields.endedAt ?? null,
    metadata: fields.userId ? { userId: String(fields.userId), kind: 'subscription' } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          price: { id: fields.price ?? PRICES.proMonthly, object: 'price' },
          current_period_end: fields.periodEnd,
        },
      ],
    },
  };
}

/** An invoice for a subscription, as in invoice.paid and invoice.payment_failed. */
export function invoice(fields: {
  subscriptionId: string;
  customer: string;
  periodEnd: number;
}): Record<string, unknown> {
  return {
    id: `in_${fields.subscriptionId}_${fields.periodEnd}`,
    object: 'invoice',
    customer: fields.customer,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: fields.subscriptionId, metadata: {} },
    },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', period: { start: fields.periodEnd - 30 * DAY, end: fields.periodEnd } }],
    },
  };
}

/** A completed Checkout Session for a credit pack. */
export function paidCreditSession(fields: {
  id: string;
  userId: number;
  customer: string;
  credits?: number;
  paymentStatus?: string;
}): Record<string, unknown> {
  return {
    id: fields.id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: fields.paymentStatus ?? 'paid',
    client_reference_id: String(fields.userId),
    customer: fields.customer,
    subscription: null,
    metadata: {
      kind: 'credits',
      credits: String(fields.credits ?? 10),
      userId: String(fields.userId),
    },
  };
}

/** A user who bought Pro through Checkout, with every event delivered. */
export async function subscribed(
  t: BillingTestContext,
  plan: 'pro_monthly' | 'pro_yearly' = 'pro_monthly',
): Promise<{ client: BrowserClient; id: number; subscriptionId: string; customer: string }> {
  const { client, id } = await signUp(t.app);
  const res = await client.post('/api/billing/checkout', { kind: 'subscription', plan });
  expect(res.statusCode).toBe(200);
  const sessionId = res.json().sessionId as string;
  const createdAt = new Date(Date.now() - 60_000);
  for (const event of t.stripe.completeSession(sessionId, createdAt)) {
    expect((await deliver(t.app, event)).statusCode).toBe(200);
  }
  const session = t.stripe.sessions.get(sessionId)!;
  return {
    client,
    id,
    subscriptionId: session.subscription as string,
    customer: session.customer as string,
  };
}
