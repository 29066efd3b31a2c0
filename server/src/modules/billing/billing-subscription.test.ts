import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStateSchema, subscriptionChangeResponseSchema } from '@core/api/billing';
import { forms, notifications } from '../../db/schema';
import {
  type BillingTestContext,
  createBillingTestApp,
  DAY,
  deliver,
  invoice,
  nowSeconds,
  signUp,
  stripeEvent,
  subscribed,
  subscription,
  userRow,
} from './billing.test-support';

let t: BillingTestContext;
beforeAll(async () => {
  t = await createBillingTestApp({ FREE_PUBLISHED_FORM_LIMIT: '1' });
});
afterAll(() => t.close());

async function notificationsOf(userId: number, title: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));
}

describe('subscription life', () => {
  it('renewal: invoice.paid moves the end date to the new period', async () => {
    const { id, subscriptionId, customer } = await subscribed(t);
    const firstEnd = (await userRow(t.database.db, id)).subscriptionEndDate!;
    const nextEnd = Math.floor(firstEnd.getTime() / 1000) + 30 * DAY;
    const paid = stripeEvent(
      'invoice.paid',
      invoice({ subscriptionId, customer, periodEnd: nextEnd }),
    );
    expect((await deliver(t.app, paid)).statusCode).toBe(200);
    const row = await userRow(t.database.db, id);
    expect(row.subscriptionEndDate!.getTime()).toBe(nextEnd * 1000);
    expect(row.subscriptionStatus).toBe('active');
  });

  it('payment failure: past_due, publishing beyond the limit pauses, and the user is told', async () => {
    const { client, id, subscriptionId, customer } = await subscribed(t);
    const end = Math.floor(
      (await userRow(t.database.db, id)).subscriptionEndDate!.getTime() / 1000,
    );
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice({ subscriptionId, customer, periodEnd: end + 30 * DAY }),
    );
    expect((await deliver(t.app, failed)).statusCode).toBe(200);
    const row = await userRow(t.database.db, id);
    expect(row.subscriptionStatus).toBe('past_due');
    // The period does not move on a failed payment.
    expect(row.subscriptionEndDate!.getTime()).toBe(end * 1000);
    const [told] = await notificationsOf(id, 'Payment failed');
    expect(told).toMatchObject({
      type: 'other',
      message:
        'We could not take the payment for your Pro subscription. Update your payment method on the Billing page to keep Pro.',
      data: { actionUrl: '/billing' },
    });
    const state = billingStateSchema.parse((await client.get('/api/billing')).json());
    expect(state).toMatchObject({ plan: 'free', subscription: { status: 'past_due' } });
    // Not Pro, but still billing: a second subscription would charge twice.
    const second = await client.post('/api/billing/checkout', {
      kind: 'subscription',
      plan: 'pro_yearly',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('ALREADY_SUBSCRIBED');
  });

  it('cancel at period end: Pro stays until the date answered; Stripe is asked to cancel then', async () => {
    const { client, id, subscriptionId } = await subscribed(t);
    const end = (await userRow(t.database.db, id)).subscriptionEndDate!.toISOString();
    const res = await client.post('/api/billing/cancel');
    expect(res.statusCode).toBe(200);
    const body = subscriptionChangeResponseSchema.parse(res.json());
    expect(body.endsAt).toBe(end);
    expect(body.subscription).toMatchObject({ autoRenewal: false, status: 'active' });
    const sent = t.stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    expect(sent.body).toEqual({ cancel_at_period_end: 'true' });
    const state = billingStateSchema.parse((await client.get('/api/billing')).json());
    expect(state).toMatchObject({
      plan: 'pro',
      subscription: { autoRenewal: false, currentPeriodEnd: end },
    });
  });

  it('resume before the end: auto-renewal back on, and the webhook agrees', async () => {
    const { client, id, subscriptionId, customer } = await subscribed(t);
    await client.post('/api/billing/cancel');
    const res = await client.put('/api/billing/auto-renewal', { autoRenewal: true });
    expect(res.statusCode).toBe(200);
    expect(subscriptionChangeResponseSchema.parse(res.json())).toMatchObject({
      endsAt: null,
      subscription: { autoRenewal: true },
    });
    expect(t.stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!.body).toEqual(
      {
        cancel_at_period_end: 'false',
      },
    );
    const periodEnd = Math.floor(
      (await userRow(t.database.db, id)).subscriptionEndDate!.getTime() / 1000,
    );
    const updated = stripeEvent(
      'customer.subscription.updated',
      subscription({
        id: subscriptionId,
        customer,
        userId: id,
        periodEnd,
        cancelAtPeriodEnd: false,
      }),
    );
    expect((await deliver(t.app, updated)).statusCode).toBe(200);
    expect(await userRow(t.database.db, id)).toMatchObject({
      autoRenewal: true,
      subscriptionStatus: 'active',
    });
  });

  it('end of period: Pro ends, published forms stay published, new publishing waits', async () => {
    const { client, id, subscriptionId, customer } = await subscribed(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await client.post('/api/forms', {})).json().id);
    for (const formId of ids.slice(0, 2))
      expect((await client.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);

    const ended = nowSeconds();
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscription({
        id: subscriptionId,
        customer,
        userId: id,
        status: 'canceled',
        periodEnd: ended,
        endedAt: ended,
      }),
    );
    expect((await deliver(t.app, deleted)).statusCode).toBe(200);
    const row = await userRow(t.database.db, id);
    expect(row).toMatchObject({ subscriptionStatus: 'canceled', autoRenewal: false });
    expect(row.subscriptionEndDate!.getTime()).toBe(ended * 1000);
    expect(await notificationsOf(id, 'Pro has ended')).toHaveLength(1);

    const published = await t.database.db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.ownerId, id), eq(forms.published, true)));
    expect(published).toHaveLength(2);
    const refused = await client.post(`/api/forms/${ids[2]}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PUBLISH_LIMIT',
      max: 1,
      upgradeType: 'upgrade_pro',
    });
    const state = billingStateSchema.parse((await client.get('/api/billing')).json());
    expect(state).toMatchObject({
      plan: 'free',
      subscription: { status: 'canceled' },
      publishing: { limit: 1, counted: 2, overLimit: true },
    });
    // Responses are never refused: the published forms still take submissions.
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/public/forms/${ids[0]}/responses`,
      headers: t.origin,
      payload: { draftId: crypto.randomUUID(), answers: {} },
    });
    expect(submit.statusCode).toBe(201);
    // Under the limit again (one unpublished), publishing works again.
    await client.post(`/api/forms/${ids[0]}/unpublish`);
    await client.post(`/api/forms/${ids[1]}/unpublish`);
    expect((await client.post(`/api/forms/${ids[2]}/publish`)).statusCode).toBe(200);
  });

  it('refuses to change renewal without a subscription', async () => {
    const { client } = await signUp(t.app);
    const res = await client.put('/api/billing/auto-renewal', { autoRenewal: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_SUBSCRIPTION');
  });
});
