/**
 * The completion funnel counts people (issue 28): visitors behind one address each count, a
 * reload counts once, and views ≥ starts ≥ completions holds whatever was recorded (beacons
 * blocked, rows from pages without visitor ids).
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSummaryResponseSchema } from '@core/api/responses';
import { embedAnalytics } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { consistentFunnel } from './funnel-counts';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

async function publishedForm() {
  const { id } = (
    await owner.post('/api/forms', {
      definition: {
        title: 'Lunch',
        questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
      },
    })
  ).json();
  expect((await owner.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
  return id as string;
}

const funnelOf = async (formId: string) => {
  const { funnel } = formSummaryResponseSchema.parse(
    (await owner.get(`/api/forms/${formId}/summary`)).json(),
  );
  return { views: funnel.views, starts: funnel.starts, completions: funnel.completions };
};

/** One person on the respondent page, as the page talks to the server. */
function person(network: BrowserClient, formId: string) {
  const visitorId = crypto.randomUUID();
  const draftId = crypto.randomUUID();
  const event = async (type: 'view' | 'start' | 'submit') =>
    expect(
      (await network.post(`/api/public/forms/${formId}/events`, { type, visitorId })).statusCode,
    ).toBe(204);
  return {
    visitorId,
    view: () => event('view'),
    async start() {
      await event('start');
      await network.put(`/api/public/forms/${formId}/drafts/${draftId}`, {
        answers: { name: 'A' },
      });
    },
    async finish() {
      const res = await network.post(`/api/public/forms/${formId}/responses`, {
        draftId,
        answers: { name: 'A' },
      });
      expect(res.statusCode).toBe(201);
      await event('submit');
    },
  };
}

describe('the funnel in people', () => {
  it('counts four people on one office network as four views, three starts and two completions', async () => {
    const id = await publishedForm();
    const office = new BrowserClient(t.app);
    const people = [1, 2, 3, 4].map(() => person(office, id));
    for (const p of people) await p.view();
    for (const p of people.slice(0, 3)) await p.start();
    await people[0]!.finish();
    expect(await funnelOf(id)).toEqual({ views: 4, starts: 3, completions: 1 });
    await people[1]!.finish();
    expect(await funnelOf(id)).toEqual({ views: 4, starts: 3, completions: 2 });
    // Reloads, and a start sent again after a reload restored the draft, add nobody.
    for (const p of people) await p.view();
    await people[2]!.start();
    expect(await funnelOf(id)).toEqual({ views: 4, starts: 3, completions: 2 });
  });

  it('counts someone whose start arrived without a view as having seen the form', async () => {
    const id = await publishedForm();
    const p = person(new BrowserClient(t.app), id);
    await p.start();
    expect(await funnelOf(id)).toEqual({ views: 1, starts: 1, completions: 0 });
  });

  it('keeps views ≥ starts ≥ completions when the beacons never arrived', async () => {
    const id = await publishedForm();
    // A privacy extension blocks the analytics calls; the draft and the response still arrive.
    const blocked = new BrowserClient(t.app);
    const draftId = crypto.randomUUID();
    await blocked.put(`/api/public/forms/${id}/drafts/${draftId}`, { answers: { name: 'B' } });
    await blocked.post(`/api/public/forms/${id}/responses`, { draftId, answers: { name: 'B' } });
    const straight = crypto.randomUUID();
    await blocked.post(`/api/public/forms/${id}/responses`, {
      draftId: straight,
      answers: { name: 'C' },
    });
    expect(await funnelOf(id)).toEqual({ views: 2, starts: 2, completions: 2 });
  });

  it('counts the rows of pages without visitor ids once each, within the same rule', async () => {
    const id = await publishedForm();
    // Counted by address before issue 28: one view, two starts (the bug the issue reports).
    await t.database.db.insert(embedAnalytics).values([
      { formId: id, eventType: 'view' },
      { formId: id, eventType: 'start' },
      { formId: id, eventType: 'start' },
      { formId: id, eventType: 'submit' },
    ]);
    expect(await funnelOf(id)).toEqual({ views: 2, starts: 2, completions: 0 });
    const p = person(new BrowserClient(t.app), id);
    await p.view();
    await p.start();
    expect(await funnelOf(id)).toEqual({ views: 3, starts: 3, completions: 0 });
  });

  it('holds views ≥ starts ≥ completions for any recorded figures', () => {
    const count = fc.nat({ max: 1_000_000 });
    fc.assert(
      fc.property(count, count, count, count, (views, starts, drafts, completions) => {
        const funnel = consistentFunnel({ views, starts, drafts }, completions);
        expect(funnel.completions).toBe(completions);
        expect(funnel.starts).toBeGreaterThanOrEqual(funnel.completions);
        expect(funnel.views).toBeGreaterThanOrEqual(funnel.starts);
        // Nothing is raised that the records already cover.
        if (views >= starts && starts >= Math.max(drafts, completions)) {
          expect(funnel).toEqual({ views, starts, completions });
        }
      }),
    );
  });
});
