import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, notifications } from '../../db/schema';
import {
  type BillingTestContext,
  createBillingTestApp,
  DAY,
  deliver,
  invoice,
  nowSeconds,
  paidCreditSession,
  signUpCustomer,
  storedEvents,
  stripeEvent,
  subscribed,
  subscription,
  userRow,
} from './billing.test-support';

let t: BillingTestContext;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

async function ledgerRows(userId: number) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId));
}

describe('webhook signature', () => {
  it('refuses a missing, a forged and a tampered signature with 400, and nothing changes', async () => {
    const { id, customer } = await signUpCustomer(t);
    const event = stripeEvent(
      'checkout.session.completed',
      paidCreditSession({ id: `cs_sig_${id}`, userId: id, customer }),
    );
    const payload = JSON.stringify(event);
    const noSignature = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    const forged = await deliver(
      t.app,
      event,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
    );
    // Signed, then changed: 10 credits become 1000.
    const tampered = await deliver(
      t.app,
      payload.replace('"credits":"10"', '"credits":"1000"'),
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_formloom_test_secret' }),
    );
    for (const res of [noSignature, forged, tampered]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    }
    expect((await userRow(t.database.db, id)).credits).toBe(0);
    expect(await ledgerRows(id)).toHaveLength(0);
    expect(await storedEvents(t.database.db, event.id)).toBe(0);
  });

  it('refuses a signature dated more than 5 minutes ahead, and takes one dated within them', async () => {
    const { id, customer } = await signUpCustomer(t);
    const ahead = (seconds: number) => {
      const event = stripeEvent(
        'checkout.session.completed',
        paidCreditSession({ id: `cs_ahead_${id}_${seconds}`, userId: id, customer }),
      );
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_formloom_test_secret',
        timestamp: nowSeconds() + seconds,
      });
      return { event, res: deliver(t.app, event, signature) };
    };
    // Signed with the right secret, but for a year from now: a capture that would replay for good.
    const yearAhead = ahead(365 * DAY);
    expect((await yearAhead.res).statusCode).toBe(400);
    expect((await yearAhead.res).json().code).toBe('INVALID_SIGNATURE');
    expect(await storedEvents(t.database.db, yearAhead.event.id)).toBe(0);
    expect((await userRow(t.database.db, id)).credits).toBe(0);
    // A clock a minute fast at Stripe's end is fine.
    const minuteAhead = ahead(60);
    expect((await minuteAhead.res).statusCode).toBe(200);
    expect((await userRow(t.database.db, id)).credits).toBe(10);
  });

  it('needs no Origin (Stripe sends none) and no cookie', async () => {
    const { id, customer } = await signUpCustomer(t);
    const event = stripeEvent(
      'checkout.session.completed',
      paidCreditSession({ id: `cs_origin_${id}`, userId: id, customer }),
    );
    const res = await deliver(t.app, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect((await userRow(t.database.db, id)).credits).toBe(10);
    // Every other state-changing API route still needs the same origin.
    const other = await t.app.inject({ method: 'POST', url: '/api/billing/checkout', payload: {} });
    expect(other.statusCode).toBe(403);
  });
});

describe('duplicate events', () => {
  it('20 parallel deliveries of one purchase add the credits once', async () => {
    const { id, customer } = await signUpCustomer(t);
    const event = stripeEvent(
      'checkout.session.completed',
      paidCreditSession({ id: `cs_dup_${id}`, userId: id, customer }),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t.app, event)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect((await userRow(t.database.db, id)).credits).toBe(10);
    const rows = await ledgerRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 10,
      type: 'purchase',
      stripePaymentId: `cs_dup_${id}`,
    });
    expect(await storedEvents(t.database.db, event.id)).toBe(1);
  });

  it('20 parallel deliveries of a payment failure tell the user once', async () => {
    const { id, subscriptionId, customer } = await subscribed(t);
    const event = stripeEvent(
      'invoice.payment_failed',
      invoice({ subscriptionId, customer, periodEnd: nowSeconds() + 30 * DAY }),
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t.app, event)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id), eq(notifications.title, 'Payment failed')));
    expect(told).toHaveLength(1);
  });

  it('a second event about the same paid session (async payment) adds nothing', async () => {
    const { id, customer } = await signUpCustomer(t);
    const session = paidCreditSession({ id: `cs_async_${id}`, userId: id, customer });
    await deliver(t.app, stripeEvent('checkout.session.completed', session));
    await deliver(t.app, stripeEvent('checkout.session.async_payment_succeeded', session));
    expect((await userRow(t.database.db, id)).credits).toBe(10);
    expect(await ledgerRows(id)).toHaveLength(1);
  });

  it('an unpaid completed session adds credits only when its payment succeeds', async () => {
    const { id, customer } = await signUpCustomer(t);
    const unpaid = paidCreditSession({
      id: `cs_later_${id}`,
      userId: id,
      customer,
      paymentStatus: 'unpaid',
    });
    await deliver(t.app, stripeEvent('checkout.session.completed', unpaid));
    expect((await userRow(t.database.db, id)).credits).toBe(0);
    await deliver(
      t.app,
      stripeEvent('checkout.session.async_payment_succeeded', {
        ...unpaid,
        payment_status: 'paid',
      }),
    );
    expect((await userRow(t.database.db, id)).credits).toBe(10);
  });
});

describe('out-of-order events', () => {
  it('an older update arriving late does not undo a newer one', async () => {
    const { id, subscriptionId, customer } = await subscribed(t);
    const periodEnd = nowSeconds() + 30 * DAY;
    const base = { id: subscriptionId, customer, userId: id, periodEnd };
    const older = stripeEvent(
      'customer.subscription.updated',
      subscription({ ...base, cancelAtPeriodEnd: false }),
      { created: nowSeconds() - 10 },
    );
    const newer = stripeEvent(
      'customer.subscription.updated',
      subscription({ ...base, cancelAtPeriodEnd: true }),
      { created: nowSeconds() },
    );
    expect((await deliver(t.app, newer)).statusCode).toBe(200);
    expect((await deliver(t.app, older)).statusCode).toBe(200);
    expect(await userRow(t.database.db, id)).toMatchObject({ autoRenewal: false });
  });

  it('a late update never revives an ended subscription, nor a late renewal invoice', async () => {
    const { id, subscriptionId, customer } = await subscribed(t);
    const at = nowSeconds();
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscription({
        id: subscriptionId,
        customer,
        userId: id,
        status: 'canceled',
        periodEnd: at,
        endedAt: at,
      }),
      { created: at },
    );
    const lateUpdate = stripeEvent(
      'customer.subscription.updated',
      subscription({ id: subscriptionId, customer, userId: id, periodEnd: at + 30 * DAY }),
      { created: at - 5 },
    );
    const lateInvoice = stripeEvent(
      'invoice.paid',
      invoice({ subscriptionId, customer, periodEnd: at + 30 * DAY }),
      { created: at - 3 },
    );
    for (const e of [deleted, lateUpdate, lateInvoice])
      expect((await deliver(t.app, e)).statusCode).toBe(200);
    const row = await userRow(t.database.db, id);
    expect(row).toMatchObject({ subscriptionStatus: 'canceled', autoRenewal: false });
    expect(row.subscriptionEndDate!.getTime()).toBe(at * 1000);
  });

  it('within one second, the creation\'s "incomplete" does not undo "active"', async () => {
    const { id, customer } = await signUpCustomer(t);
    const at = nowSeconds();
    const base = {
      id: `sub_tie_${id}`,
      customer,
      userId: id,
      periodEnd: at + 30 * DAY,
    };
    const active = stripeEvent('customer.subscription.updated', subscription(base), {
      created: at,
    });
    const incomplete = stripeEvent(
      'customer.subscription.created',
      subscription({ ...base, status: 'incomplete' }),
      { created: at },
    );
    await deliver(t.app, active);
    await deliver(t.app, incomplete);
    expect((await userRow(t.database.db, id)).subscriptionStatus).toBe('active');
  });

  it("events about a user's old subscription do not touch the live one", async () => {
    const { id, subscriptionId, customer } = await subscribed(t);
    const stale = stripeEvent(
      'customer.subscription.deleted',
      subscription({
        id: 'sub_old_one',
        customer,
        userId: id,
        status: 'canceled',
        periodEnd: nowSeconds(),
      }),
    );
    expect((await deliver(t.app, stale)).statusCode).toBe(200);
    expect(await userRow(t.database.db, id)).toMatchObject({
      stripeSubscriptionId: subscriptionId,
      subscriptionStatus: 'active',
    });
  });
});
