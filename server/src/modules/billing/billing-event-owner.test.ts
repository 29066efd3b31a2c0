/**
 * Issue 27: a signed Stripe event is applied to the user who owns its customer. One whose metadata
 * names another user, or whose customer is nobody's (or two accounts'), is refused: 200 to Stripe,
 * the event id kept so a replay changes nothing either, and nothing else changed at all.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditTransactions, notifications, users } from '../../db/schema';
import {
  type BillingTestContext,
  createBillingTestApp,
  DAY,
  deliver,
  nowSeconds,
  paidCreditSession,
  signUp,
  signUpCustomer,
  storedEvents,
  stripeEvent,
  subscription,
  userRow,
} from './billing.test-support';
import { handleStripeEvent } from './handle-stripe-event';

let t: BillingTestContext;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

/** What an event could have changed on a user: the row's billing fields, ledger and notices. */
async function billingOf(id: number) {
  const row = await userRow(t.database.db, id);
  const [ledger] = (await t.database.db
    .select({ value: count() })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, id))) as [{ value: number }];
  const [notices] = (await t.database.db
    .select({ value: count() })
    .from(notifications)
    .where(eq(notifications.userId, id))) as [{ value: number }];
  return {
    credits: row.credits,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate,
    ledgerRows: ledger.value,
    notifications: notices.value,
  };
}

/**
 * Delivers the event twice (a replay) and checks that it was taken (200), kept once, and changed
 * nothing for any of `people`.
 */
async function expectRefusedTwice(event: ReturnType<typeof stripeEvent>, people: number[]) {
  const before = await Promise.all(people.map(billingOf));
  const first = await deliver(t.app, event);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ received: true, duplicate: false });
  const replay = await deliver(t.app, event);
  expect(replay.json()).toEqual({ received: true, duplicate: true });
  expect(await storedEvents(t.database.db, event.id)).toBe(1);
  expect(await Promise.all(people.map(billingOf))).toEqual(before);
}

const periodEnd = () => nowSeconds() + 30 * DAY;

describe('an event whose metadata names another user than the customer’s owner', () => {
  it('gives neither of them Pro, nor the customer id (the issue’s case)', async () => {
    const owner = await signUpCustomer(t);
    const claimant = await signUp(t.app);
    const event = stripeEvent(
      'customer.subscription.created',
      subscription({
        id: `sub_claim_${claimant.id}`,
        customer: owner.customer,
        userId: claimant.id,
        periodEnd: periodEnd(),
      }),
    );
    await expectRefusedTwice(event, [owner.id, claimant.id]);
    expect(await billingOf(claimant.id)).toMatchObject({
      stripeCustomerId: null,
      subscriptionStatus: null,
    });
  });

  it('adds no credits to either for a paid credit pack', async () => {
    const owner = await signUpCustomer(t);
    const claimant = await signUpCustomer(t);
    const event = stripeEvent(
      'checkout.session.completed',
      paidCreditSession({
        id: `cs_claim_${claimant.id}`,
        userId: claimant.id,
        customer: owner.customer,
      }),
    );
    await expectRefusedTwice(event, [owner.id, claimant.id]);
  });

  it('says why to the webhook, which logs it', async () => {
    const owner = await signUpCustomer(t);
    const claimant = await signUp(t.app);
    const outcome = await handleStripeEvent(
      t.database.db,
      t.config,
      stripeEvent(
        'checkout.session.completed',
        paidCreditSession({
          id: `cs_why_${claimant.id}`,
          userId: claimant.id,
          customer: owner.customer,
        }),
      ),
    );
    expect(outcome).toEqual({
      duplicate: false,
      refused: {
        reason: 'user_mismatch',
        customerId: owner.customer,
        claimedUserIds: [claimant.id, claimant.id],
      },
    });
  });
});

describe('an event whose customer is not one account’s', () => {
  it('is refused when no account has the customer, whoever the metadata names', async () => {
    const claimant = await signUp(t.app);
    const customer = `cus_nobody_${claimant.id}`;
    await expectRefusedTwice(
      stripeEvent(
        'customer.subscription.created',
        subscription({
          id: `sub_nobody_${claimant.id}`,
          customer,
          userId: claimant.id,
          periodEnd: periodEnd(),
        }),
      ),
      [claimant.id],
    );
    await expectRefusedTwice(
      stripeEvent(
        'checkout.session.completed',
        paidCreditSession({ id: `cs_nobody_${claimant.id}`, userId: claimant.id, customer }),
      ),
      [claimant.id],
    );
  });

  it('is refused when two accounts hold the customer (left by the code before this check)', async () => {
    const first = await signUpCustomer(t);
    const second = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ stripeCustomerId: first.customer })
      .where(eq(users.id, second.id));
    await expectRefusedTwice(
      stripeEvent(
        'checkout.session.completed',
        paidCreditSession({
          id: `cs_shared_${first.id}`,
          userId: first.id,
          customer: first.customer,
        }),
      ),
      [first.id, second.id],
    );
  });
});

describe('an event about a known customer', () => {
  it('is applied to its owner when the metadata agrees or names nobody', async () => {
    const owner = await signUpCustomer(t);
    const bought = await deliver(
      t.app,
      stripeEvent(
        'checkout.session.completed',
        paidCreditSession({ id: `cs_own_${owner.id}`, userId: owner.id, customer: owner.customer }),
      ),
    );
    expect(bought.json()).toEqual({ received: true, duplicate: false });
    // A subscription made in Stripe's dashboard carries no metadata: the customer decides.
    const end = periodEnd();
    await deliver(
      t.app,
      stripeEvent(
        'customer.subscription.created',
        subscription({ id: `sub_own_${owner.id}`, customer: owner.customer, periodEnd: end }),
      ),
    );
    expect(await billingOf(owner.id)).toMatchObject({
      credits: 10,
      stripeCustomerId: owner.customer,
      stripeSubscriptionId: `sub_own_${owner.id}`,
      subscriptionStatus: 'active',
      subscriptionEndDate: new Date(end * 1000),
    });
  });
});
