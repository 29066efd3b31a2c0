/**
 * Public form events (views, starts, submits): recorded once per visitor and step (once per address
 * and window for pages without a visitor id), within an address's limit, and only for open forms.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedAnalytics, forms } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { addressEventsKey, EVENT_VISITORS_PER_ADDRESS } from './record-event';
import { addressBucket } from './upload-allowance';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const QUESTIONS = [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }];

async function publishedForm(customization: Record<string, unknown> = {}) {
  const created = (
    await owner.post('/api/forms', {
      definition: { title: 'Survey', questions: QUESTIONS, customization },
    })
  ).json();
  expect((await owner.post(`/api/forms/${created.id}/publish`)).statusCode).toBe(200);
  return created.id as string;
}

const respondent = () => new BrowserClient(t.app);

describe('events', () => {
  it('records a view from a page without a visitor id once per address and window, and never for unpublished forms', async () => {
    const id = await publishedForm();
    const client = respondent();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await client.post(`/api/public/forms/${id}/events`, {
            type: 'view',
            referrer: 'https://blog.example/post',
          })
        ).statusCode,
      ).toBe(204);
    }
    const rows = await t.database.db
      .select()
      .from(embedAnalytics)
      .where(eq(embedAnalytics.formId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      eventType: 'view',
      referrer: 'https://blog.example/post',
      visitorId: null,
    });
    const hidden = (await owner.post('/api/forms', {})).json().id;
    await client.post(`/api/public/forms/${hidden}/events`, { type: 'view' });
    const none = await t.database.db
      .select()
      .from(embedAnalytics)
      .where(eq(embedAnalytics.formId, hidden));
    expect(none).toHaveLength(0);
    expect(await t.database.db.select().from(forms).where(eq(forms.id, hidden))).toHaveLength(1);
  });

  it('refuses events for an unpublished, unknown or closed form, like the other public endpoints', async () => {
    const eventRows = async (formId: string) =>
      (await t.database.db.select().from(embedAnalytics).where(eq(embedAnalytics.formId, formId)))
        .length;
    const client = respondent();
    const draft = (await owner.post('/api/forms', {})).json().id as string;
    for (const formId of [draft, 'no-such-form']) {
      const res = await client.post(`/api/public/forms/${formId}/events`, { type: 'view' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Form not found', code: 'NOT_FOUND' });
    }
    expect(await eventRows(draft)).toBe(0);
    // Unpublished after a recorded view: the same visitor's next event is refused, not deduplicated.
    const id = await publishedForm();
    expect(
      (await client.post(`/api/public/forms/${id}/events`, { type: 'start' })).statusCode,
    ).toBe(204);
    await owner.post(`/api/forms/${id}/unpublish`);
    for (const type of ['start', 'submit']) {
      const res = await client.post(`/api/public/forms/${id}/events`, { type });
      expect(res.statusCode).toBe(404);
    }
    expect(await eventRows(id)).toBe(1);
    const closed = await publishedForm({ closesAt: '2000-01-01T00:00:00Z' });
    const late = await client.post(`/api/public/forms/${closed}/events`, { type: 'view' });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'FORM_CLOSED' });
    expect(await eventRows(closed)).toBe(0);
  });

  const eventsOf = async (formId: string) =>
    (
      await t.database.db.select().from(embedAnalytics).where(eq(embedAnalytics.formId, formId))
    ).map((r) => [r.visitorId, r.eventType, r.referrer]);
  const visitor = (n: number) => `visitor-${String(n).padStart(8, '0')}`;

  it('records each visitor once per step, however many share an address, and the steps a later one implies', async () => {
    const id = await publishedForm();
    const office = respondent();
    const send = (visitorId: string, type: string, referrer?: string) =>
      office.post(`/api/public/forms/${id}/events`, { type, visitorId, referrer });
    // Four people behind one address: four views, and each one's reloads add nothing.
    for (const n of [1, 2, 3, 4]) {
      for (let reload = 0; reload < 2; reload += 1)
        expect((await send(visitor(n), 'view', 'https://intranet.example/')).statusCode).toBe(204);
    }
    await send(visitor(1), 'start', 'https://intranet.example/');
    await send(visitor(1), 'start', 'https://intranet.example/');
    // A row keeps the page where the visitor first reached the step.
    await send(visitor(1), 'view', 'https://blog.example/post');
    // Only the submit of this one arrived: their view and start are stored with it.
    await send(visitor(5), 'submit', 'https://shop.example/');
    const host = (n: number, type: string, referrer: string) => [visitor(n), type, referrer];
    expect((await eventsOf(id)).sort()).toEqual(
      [
        ...[1, 2, 3, 4].map((n) => host(n, 'view', 'https://intranet.example/')),
        host(1, 'start', 'https://intranet.example/'),
        ...['view', 'start', 'submit'].map((type) => host(5, type, 'https://shop.example/')),
      ].sort(),
    );
  });

  it('refuses a visitor id that is not an opaque token, and stores nothing for it', async () => {
    const id = await publishedForm();
    for (const visitorId of [
      'short',
      'has spaces in it ok',
      'x'.repeat(65),
      'ümlaut-visitor-0001',
    ]) {
      const res = await respondent().post(`/api/public/forms/${id}/events`, {
        type: 'view',
        visitorId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await eventsOf(id)).toEqual([]);
  });

  it('counts at most EVENT_VISITORS_PER_ADDRESS new visitors of a step from one address', async () => {
    const id = await publishedForm();
    const busy = respondent();
    // The address has already brought its limit of viewers in this window.
    await t.app.sharedState.increment(
      addressEventsKey(addressBucket(busy.remoteAddress), id, 'view'),
      EVENT_VISITORS_PER_ADDRESS,
      60_000,
    );
    const res = await busy.post(`/api/public/forms/${id}/events`, {
      type: 'view',
      visitorId: visitor(9),
    });
    expect(res.statusCode).toBe(204);
    expect(await eventsOf(id)).toEqual([]);
    // Other steps (with the view they imply) and other addresses are still counted.
    await busy.post(`/api/public/forms/${id}/events`, { type: 'start', visitorId: visitor(9) });
    await respondent().post(`/api/public/forms/${id}/events`, {
      type: 'view',
      visitorId: visitor(10),
    });
    expect((await eventsOf(id)).map(([v, type]) => `${v} ${type}`).sort()).toEqual([
      `${visitor(9)} start`,
      `${visitor(9)} view`,
      `${visitor(10)} view`,
    ]);
  });
});
