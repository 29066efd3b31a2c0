/** Public form events (views, starts, submits): recorded once per window, only for open forms. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedAnalytics, forms } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp();
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
  await owner.post(`/api/forms/${created.id}/publish`);
  return created.id as string;
}

const respondent = () => new BrowserClient(t.app);

describe('events', () => {
  it('records a view once per address and window, and never for unpublished forms', async () => {
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
    expect(rows[0]).toMatchObject({ eventType: 'view', referrer: 'https://blog.example/post' });
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
});
