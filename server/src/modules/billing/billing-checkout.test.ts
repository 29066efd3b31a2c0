import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingStateSchema,
  checkoutStatusResponseSchema,
  plansResponseSchema,
} from '@core/api/billing';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp } from '../../test-support/test-app';
import {
  type BillingTestContext,
  createBillingTestApp,
  deliver,
  PRICES,
  signUp,
  userRow,
} from './billing.test-support';

let t: BillingTestContext;
beforeAll(async () => {
  t = await createBillingTestApp({
    PRICE_PRO_MONTHLY_CENTS: '900',
    PRICE_PRO_YEARLY_CENTS: '9000',
    PRICE_CREDITS_10_CENTS: '500',
    PRICE_CURRENCY: 'eur',
  });
});
afterAll(() => t.close());

describe('plans', () => {
  it('serves Free with the configured limit, Pro monthly and yearly and the pack, from config', async () => {
    const res = await new BrowserClient(t.app).get('/api/billing/plans');
    expect(res.statusCode).toBe(200);
    const body = plansResponseSchema.parse(res.json());
    expect(body.paymentsEnabled).toBe(true);
    expect(body.plans).toEqual([
      expect.objectContaining({ id: 'free', amountCents: 0, publishedFormLimit: 1 }),
      expect.objectContaining({
        id: 'pro_monthly',
        name: 'Pro',
        interval: 'month',
        amountCents: 900,
        currency: 'eur',
        publishedFormLimit: null,
        available: true,
      }),
      expect.objectContaining({ id: 'pro_yearly', interval: 'year', amountCents: 9000 }),
    ]);
    expect(body.creditPacks).toEqual([
      {
        id: 'credits_10',
        credits: 10,
        amountCents: 500,
        currency: 'eur',
        publishDays: 30,
        available: true,
      },
    ]);
  });

  it('without a Stripe key: plans still show, payments are off and checkout says why', async () => {
    const plain = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '4' } });
    try {
      const plans = plansResponseSchema.parse(
        (await plain.app.inject('/api/billing/plans')).json(),
      );
      expect(plans.paymentsEnabled).toBe(false);
      expect(plans.plans.map((p) => [p.id, p.available])).toEqual([
        ['free', true],
        ['pro_monthly', false],
        ['pro_yearly', false],
      ]);
      expect(plans.plans[0]!.publishedFormLimit).toBe(4);
      const { client } = await signUp(plain.app);
      const res = await client.post('/api/billing/checkout', {
        kind: 'subscription',
        plan: 'pro_monthly',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'PAYMENTS_NOT_CONFIGURED',
        message: 'Payments are not configured on this server.',
      });
      const state = billingStateSchema.parse((await client.get('/api/billing')).json());
      expect(state).toMatchObject({ paymentsEnabled: false, plan: 'free', portalAvailable: false });
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(409);
      expect(webhook.json().code).toBe('PAYMENTS_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  });
});

describe('checkout', () => {
  it('refuses guests with 401 and sends nothing to Stripe', async () => {
    const before = t.stripe.requests.length;
    const guest = new BrowserClient(t.app);
    const res = await guest.post('/api/billing/checkout', { kind: 'credits' });
    expect(res.statusCode).toBe(401);
    expect(t.stripe.requests.length).toBe(before);
  });

  it('validates the body', async () => {
    const { client } = await signUp(t.app);
    const res = await client.post('/api/billing/checkout', { kind: 'subscription', plan: 'gold' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('creates a subscription session for Pro with the customer, the user and the return addresses', async () => {
    const { client, id } = await signUp(t.app);
    const res = await client.post('/api/billing/checkout', {
      kind: 'subscription',
      plan: 'pro_yearly',
    });
    expect(res.statusCode).toBe(200);
    const { url, sessionId } = res.json();
    expect(url).toBe(`${t.stripe.url}/pay/${sessionId}`);
    const [customerCall] = t.stripe
      .requestsTo('POST', '/v1/customers')
      .filter((r) => (r.body.metadata as Record<string, string>).userId === String(id));
    expect(customerCall).toBeDefined();
    expect(customerCall!.headers['idempotency-key']).toBe(`formloom-customer-${id}`);
    const customerId = (await userRow(t.database.db, id)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_test_/);
    const sent = t.stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk_test_formloom');
    expect(sent.body).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: String(id),
      line_items: [{ price: PRICES.proYearly, quantity: '1' }],
      metadata: { kind: 'subscription', plan: 'pro_yearly', userId: String(id) },
      subscription_data: {
        metadata: { kind: 'subscription', plan: 'pro_yearly', userId: String(id) },
      },
      success_url: 'http://localhost:3000/subscription-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing',
    });
  });

  it('creates a payment session for a credit pack, reusing the customer made once', async () => {
    const { client, id } = await signUp(t.app);
    await client.post('/api/billing/checkout', { kind: 'subscription', plan: 'pro_monthly' });
    const res = await client.post('/api/billing/checkout', { kind: 'credits' });
    expect(res.statusCode).toBe(200);
    const customers = t.stripe
      .requestsTo('POST', '/v1/customers')
      .filter((r) => (r.body.metadata as Record<string, string>).userId === String(id));
    expect(customers).toHaveLength(1);
    const sent = t.stripe.requestsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(sent.body).toMatchObject({
      mode: 'payment',
      customer: (await userRow(t.database.db, id)).stripeCustomerId,
      client_reference_id: String(id),
      line_items: [{ price: PRICES.credits10, quantity: '1' }],
      metadata: { kind: 'credits', credits: '10', userId: String(id) },
      cancel_url: 'http://localhost:3000/pricing',
    });
  });

  it('makes one customer when two checkouts start at once', async () => {
    const { client, id } = await signUp(t.app);
    const answers = await Promise.all([
      client.post('/api/billing/checkout', { kind: 'credits' }),
      client.post('/api/billing/checkout', { kind: 'subscription', plan: 'pro_monthly' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const customerId = (await userRow(t.database.db, id)).stripeCustomerId;
    const sessions = t.stripe
      .requestsTo('POST', '/v1/checkout/sessions')
      .filter((r) => r.body.client_reference_id === String(id));
    expect(sessions.map((s) => s.body.customer)).toEqual([customerId, customerId]);
  });

  it('answers 502 when Stripe refuses, and the next attempt works', async () => {
    const { client } = await signUp(t.app);
    t.stripe.failNext(400);
    const failed = await client.post('/api/billing/checkout', { kind: 'credits' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('PAYMENT_PROVIDER_ERROR');
    expect((await client.post('/api/billing/checkout', { kind: 'credits' })).statusCode).toBe(200);
  });
});

describe('upgrade through Checkout', () => {
  it('shows pending until the webhook lands, then Pro; a second checkout is refused', async () => {
    const { client, id } = await signUp(t.app);
    const { sessionId } = (
      await client.post('/api/billing/checkout', { kind: 'subscription', plan: 'pro_monthly' })
    ).json();
    const status = async () =>
      checkoutStatusResponseSchema.parse(
        (await client.get(`/api/billing/checkout-status?session_id=${sessionId}`)).json(),
      );
    expect(await status()).toMatchObject({ kind: 'subscription', state: 'pending', plan: 'free' });

    const events = t.stripe.completeSession(sessionId);
    // Paid at Stripe, but nothing applied here yet: still pending.
    expect((await status()).state).toBe('pending');
    for (const event of events) expect((await deliver(t.app, event)).statusCode).toBe(200);

    const done = await status();
    expect(done).toMatchObject({ state: 'complete', plan: 'pro_monthly' });
    expect(new Date(done.subscriptionEndDate!).getTime()).toBeGreaterThan(Date.now() + 29 * 864e5);
    const state = billingStateSchema.parse((await client.get('/api/billing')).json());
    expect(state).toMatchObject({
      plan: 'pro',
      subscription: { source: 'stripe', plan: 'pro_monthly', status: 'active', autoRenewal: true },
      portalAvailable: true,
      publishing: { limit: null },
    });
    const row = await userRow(t.database.db, id);
    expect(row.stripeSubscriptionId).toBe(t.stripe.sessions.get(sessionId)!.subscription);

    const again = await client.post('/api/billing/checkout', {
      kind: 'subscription',
      plan: 'pro_yearly',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it("does not show another user's session", async () => {
    const owner = await signUp(t.app);
    const { sessionId } = (
      await owner.client.post('/api/billing/checkout', { kind: 'credits' })
    ).json();
    const other = await signUp(t.app);
    const res = await other.client.get(`/api/billing/checkout-status?session_id=${sessionId}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('customer portal', () => {
  it('needs a customer first, then opens a portal session that returns to /billing', async () => {
    const { client, id } = await signUp(t.app);
    const none = await client.post('/api/billing/portal');
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_BILLING_ACCOUNT');
    await client.post('/api/billing/checkout', { kind: 'credits' });
    const res = await client.post('/api/billing/portal');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${t.stripe.url}/portal/bps_test_`));
    expect(t.stripe.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.body).toEqual({
      customer: (await userRow(t.database.db, id)).stripeCustomerId,
      return_url: 'http://localhost:3000/billing',
    });
  });
});

describe("the stand-in's hosted checkout (for browser journeys)", () => {
  it('pays, delivers the signed events and returns to the address the browser used', async () => {
    // As in the browser journeys: no PUBLIC_URL, a port chosen at start-up.
    const own = await createBillingTestApp({ PUBLIC_URL: '' });
    try {
      const address = await own.app.listen({ host: '127.0.0.1', port: 0 });
      own.stripe.webhook.url = `${address}/api/billing/webhook`;
      const client = new BrowserClient(own.app, { origin: address, host: new URL(address).host });
      const registered = await client.post('/api/auth/register', newAccount());
      const id = registered.json().id as number;
      const { url, sessionId } = (
        await client.post('/api/billing/checkout', { kind: 'subscription', plan: 'pro_monthly' })
      ).json();
      const paid = await fetch(url as string, { redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(
        `${address}/subscription-success?session_id=${sessionId}`,
      );
      const status = (
        await client.get(`/api/billing/checkout-status?session_id=${sessionId}`)
      ).json();
      expect(status).toMatchObject({ state: 'complete', plan: 'pro_monthly' });
      expect((await userRow(own.database.db, id)).subscriptionStatus).toBe('active');
      const portal = await client.post('/api/billing/portal');
      expect(own.stripe.requestsTo('POST', '/v1/billing_portal/sessions')[0]!.body.return_url).toBe(
        `${address}/billing`,
      );
      expect(portal.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
