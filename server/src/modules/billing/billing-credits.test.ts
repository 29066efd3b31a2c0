import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingStateSchema,
  ledgerPageSchema,
  publishWithCreditResponseSchema,
} from '@core/api/billing';
import {
  creditTransactions,
  formPublishCredits,
  forms,
  notifications,
  users,
} from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import {
  type BillingTestContext,
  createBillingTestApp,
  deliver,
  signUp,
  userRow,
} from './billing.test-support';
import { recordCreditChange } from './credit-ledger';
import { remindLapsingCredits } from './remind-lapsing-credits';

let t: BillingTestContext;
beforeAll(async () => {
  t = await createBillingTestApp({ FREE_PUBLISHED_FORM_LIMIT: '1' });
});
afterAll(() => t.close());

async function newForms(client: BrowserClient, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    ids.push((await client.post('/api/forms', { definition: { title: `Form ${i}` } })).json().id);
  }
  return ids;
}

/** Credits given straight through the ledger, as an admin grant would. */
async function give(userId: number, amount: number) {
  await t.database.db.transaction((tx) =>
    recordCreditChange(tx, { userId, amount, type: 'grant', description: 'test' }),
  );
}

async function publishRows(userId: number) {
  return t.database.db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.userId, userId), eq(creditTransactions.type, 'publish')));
}

describe('credits bought and spent', () => {
  it('a pack bought through Checkout lands in the balance and the ledger', async () => {
    const { client, id } = await signUp(t.app);
    const { sessionId } = (await client.post('/api/billing/checkout', { kind: 'credits' })).json();
    for (const event of t.stripe.completeSession(sessionId)) await deliver(t.app, event);
    const status = (
      await client.get(`/api/billing/checkout-status?session_id=${sessionId}`)
    ).json();
    expect(status).toMatchObject({ kind: 'credits', state: 'complete', credits: 10, plan: 'free' });
    const state = billingStateSchema.parse((await client.get('/api/billing')).json());
    expect(state.credits).toBe(10);
    expect(state.ledger.items).toEqual([
      expect.objectContaining({
        amount: 10,
        type: 'purchase',
        description: 'Bought 10 credits',
        relatedEntityType: 'checkout_session',
        relatedEntityId: sessionId,
      }),
    ]);
    expect((await userRow(t.database.db, id)).credits).toBe(10);
  });

  it('under the limit nothing is spent; at the limit one credit publishes for 30 days', async () => {
    const { client, id } = await signUp(t.app);
    await give(id, 2);
    const [first, second, third] = await newForms(client, 3);
    const free = publishWithCreditResponseSchema.parse(
      (await client.post(`/api/forms/${first}/publish-with-credit`)).json(),
    );
    expect(free).toMatchObject({ creditSpent: false, credits: 2, creditExpiresAt: null });

    const res = await client.post(`/api/forms/${second}/publish-with-credit`);
    expect(res.statusCode).toBe(200);
    const paid = publishWithCreditResponseSchema.parse(res.json());
    expect(paid).toMatchObject({ formId: second, published: true, creditSpent: true, credits: 1 });
    const days = (new Date(paid.creditExpiresAt!).getTime() - Date.now()) / 864e5;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [spend] = await publishRows(id);
    expect(spend).toMatchObject({ amount: -1, relatedEntityType: 'form', relatedEntityId: second });
    const [credit] = await t.database.db
      .select()
      .from(formPublishCredits)
      .where(eq(formPublishCredits.formId, second!));
    expect(credit!.creditTransactionId).toBe(spend!.id);

    // The credited form does not count: the free place is still taken by the first form only.
    const state = billingStateSchema.parse((await client.get('/api/billing')).json());
    expect(state.publishing).toMatchObject({ limit: 1, counted: 1, overLimit: false });
    expect(state.publishing.activeCredits).toEqual([
      { formId: second, formTitle: 'Form 1', expiresAt: paid.creditExpiresAt },
    ]);
    expect((await client.post(`/api/forms/${third}/publish`)).statusCode).toBe(403);

    // Unpublished and published again within its 30 days: the same credit covers it.
    await client.post(`/api/forms/${second}/unpublish`);
    expect((await client.post(`/api/forms/${second}/publish`)).statusCode).toBe(200);
    expect((await userRow(t.database.db, id)).credits).toBe(1);
  });

  it('with no credits left the form stays unpublished (409) and nothing is written', async () => {
    const { client, id } = await signUp(t.app);
    const [first, second] = await newForms(client, 2);
    await client.post(`/api/forms/${first}/publish`);
    const res = await client.post(`/api/forms/${second}/publish-with-credit`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NO_CREDITS',
      message: 'You have no credits left. Buy a credit pack or upgrade to Pro.',
    });
    const [row] = await t.database.db.select().from(forms).where(eq(forms.id, second!));
    expect(row!.published).toBe(false);
    expect(await publishRows(id)).toHaveLength(0);
  });

  it('refuses a form that is already published, and one the caller does not own', async () => {
    const owner = await signUp(t.app);
    await give(owner.id, 1);
    const [formId] = await newForms(owner.client, 1);
    await owner.client.post(`/api/forms/${formId}/publish`);
    const again = await owner.client.post(`/api/forms/${formId}/publish-with-credit`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PUBLISHED');

    const admin = await signUp(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    await owner.client.post(`/api/forms/${formId}/unpublish`);
    const notTheirs = await admin.client.post(`/api/forms/${formId}/publish-with-credit`);
    expect(notTheirs.statusCode).toBe(403);
    expect((await userRow(t.database.db, owner.id)).credits).toBe(1);
  });

  it('spend race: 20 parallel spends with 5 credits publish exactly 5 forms', async () => {
    const { client, id } = await signUp(t.app);
    const [base, ...rest] = await newForms(client, 21);
    await client.post(`/api/forms/${base}/publish`);
    await give(id, 5);
    const answers = await Promise.all(
      rest.map((formId) => client.post(`/api/forms/${formId}/publish-with-credit`)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect((await userRow(t.database.db, id)).credits).toBe(0);
    expect(await publishRows(id)).toHaveLength(5);
    const published = await t.database.db
      .select({ id: forms.id })
      .from(forms)
      .where(and(eq(forms.ownerId, id), eq(forms.published, true)));
    expect(published).toHaveLength(6);
  });
  it("a form on a credit leaves its place free for a guest's form moving into the account", async () => {
    const browser = new BrowserClient(t.app);
    const guestForm = (await browser.post('/api/forms', {})).json().id as string;
    expect((await browser.post(`/api/forms/${guestForm}/publish`)).statusCode).toBe(200);
    const id = (await browser.post('/api/auth/register', newAccount())).json().id as number;
    await give(id, 1);
    const [first, second] = await newForms(browser, 2);
    await browser.post(`/api/forms/${first}/publish`);
    expect(
      (await browser.post(`/api/forms/${second}/publish-with-credit`)).json().creditSpent,
    ).toBe(true);
    await browser.post(`/api/forms/${first}/unpublish`);
    const moved = (await browser.post('/api/migrate-anonymous-forms', {})).json();
    expect(moved).toMatchObject({ migratedCount: 1, unpublishedCount: 0 });
    const [row] = await t.database.db.select().from(forms).where(eq(forms.id, guestForm));
    expect(row).toMatchObject({ ownerId: id, published: true });
  });
});

describe('credit lapse', () => {
  it('reminds the owner once, 3 days before; the lapsed form stays published and counts again', async () => {
    const { client, id } = await signUp(t.app);
    await give(id, 1);
    const [first, second] = await newForms(client, 2);
    await client.post(`/api/forms/${first}/publish`);
    const { creditExpiresAt } = (
      await client.post(`/api/forms/${second}/publish-with-credit`)
    ).json();
    const expires = new Date(creditExpiresAt as string);

    // Other tests' credits share this database, so the count is read per user.
    const told = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, id), eq(notifications.title, 'Publish credit ending soon')),
        );
    await remindLapsingCredits(t.database.db, new Date(expires.getTime() - 4 * 864e5));
    expect(await told()).toHaveLength(0);
    const threeDaysBefore = new Date(expires.getTime() - 3 * 864e5 + 60_000);
    expect(await remindLapsingCredits(t.database.db, threeDaysBefore)).toBeGreaterThanOrEqual(1);
    await remindLapsingCredits(t.database.db, threeDaysBefore);
    expect(await told()).toHaveLength(1);
    expect((await told())[0]!.message).toBe(
      `The credit on "Form 1" ends on ${creditExpiresAt.slice(0, 10)}. The form stays published, but it will count towards your free limit again.`,
    );

    // The credit lapses: the form stays published and counts towards the limit again.
    await t.database.db
      .update(formPublishCredits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(formPublishCredits.formId, second!));
    const [row] = await t.database.db.select().from(forms).where(eq(forms.id, second!));
    expect(row!.published).toBe(true);
    const state = billingStateSchema.parse((await client.get('/api/billing')).json());
    expect(state.publishing).toMatchObject({ counted: 2, overLimit: true, activeCredits: [] });
  });
});

describe('ledger', () => {
  it('pages newest first', async () => {
    const { client, id } = await signUp(t.app);
    for (const amount of [1, 2, 3]) await give(id, amount);
    const first = ledgerPageSchema.parse((await client.get('/api/billing/ledger?limit=2')).json());
    expect(first.items.map((i) => i.amount)).toEqual([3, 2]);
    expect(first.nextCursor).not.toBeNull();
    const second = ledgerPageSchema.parse(
      (await client.get(`/api/billing/ledger?limit=2&before=${first.nextCursor}`)).json(),
    );
    expect(second).toEqual({ items: [expect.objectContaining({ amount: 1 })], nextCursor: null });
    const guest = await t.app.inject('/api/billing/ledger');
    expect(guest.statusCode).toBe(401);
  });
});
