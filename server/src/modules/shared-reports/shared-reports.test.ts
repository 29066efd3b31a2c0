/**
 * Shared reports (issue 32, item 5): an editor shares the results under filters; anyone with the
 * link reads totals (never a response, never contact details or files, free text only when opted
 * in); each view is counted; a revoked or unknown link is a 404 that names no form; viewers list,
 * only editors make and revoke; bad input is a 400.
 */
import axe from 'axe-core';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReportResponseSchema, reportListSchema } from '@core/api/shared-reports';
import type { Question } from '@core/form/definition';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import {
  addCollaborator,
  signUp,
  type TestPerson,
} from '../collaboration/collaboration.test-support';
import { BrowserClient } from '../../test-support/browser-client';
import { ownerWithForm, replaceResponses } from '../../test-support/stored-responses';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const QUESTIONS: Question[] = [
  makeQuestion('MULTIPLE_CHOICE', {
    id: 'plan',
    title: 'Plan',
    order: 0,
    options: ['Free', 'Pro'],
    settings: { allowOther: true },
  }),
  makeQuestion('NPS', { id: 'nps', title: 'Recommend us?', order: 1 }),
  makeQuestion('LONG_TEXT', { id: 'why', title: 'Why?', order: 2 }),
  makeQuestion('EMAIL', { id: 'mail', title: 'Your e-mail', order: 3 }),
  makeQuestion('PHONE', { id: 'tel', title: 'Your phone', order: 4 }),
  makeQuestion('LOCATION', { id: 'where', title: 'Where are you?', order: 5 }),
  makeQuestion('CHECKBOX', { id: 'regions', title: 'Regions', order: 6, options: ['EU', 'US'] }),
];

const ROWS = [
  {
    answers: {
      plan: 'Pro',
      nps: 10,
      why: 'Great support team',
      mail: 'ada@example.org',
      tel: '+44 20 7946 0001',
      where: { lat: 51.5, lng: -0.12, address: '10 Secret Street' },
      regions: ['EU'],
    },
    at: '2026-10-05T10:00:00Z',
  },
  {
    answers: { plan: 'Free', nps: 3, why: 'Too slow', mail: 'bob@example.org', regions: ['US'] },
    at: '2026-10-20T10:00:00Z',
  },
  {
    answers: { plan: 'My private plan', nps: 8, regions: ['EU', 'US'] },
    at: '2026-11-02T10:00:00Z',
  },
];

let t: TestContext;
let owner: BrowserClient;
let formId: string;
let editor: TestPerson;
let viewer: TestPerson;
let stranger: TestPerson;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, formId } = await ownerWithForm(t, 'Customer pulse', QUESTIONS));
  await replaceResponses(t, formId, ROWS);
  [editor, viewer, stranger] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  await addCollaborator(t.database.db, formId, editor.id, 'editor');
  await addCollaborator(t.database.db, formId, viewer.id, 'viewer');
});
afterAll(() => t?.close());

const reportsUrl = () => `/api/forms/${formId}/reports`;

async function share(body: Record<string, unknown>, client = owner) {
  const res = await client.post(reportsUrl(), body);
  expect(res.statusCode, res.body).toBe(201);
  return createReportResponseSchema.parse(res.json());
}

/** The page as a signed-out visitor sees it. */
async function open(url: string) {
  return new BrowserClient(t.app).get(new URL(url).pathname);
}

describe('shared reports', () => {
  it('shares a filtered summary at an unguessable link, with no personal data or texts', async () => {
    const { id, url } = await share({
      name: 'October',
      filters: {
        from: '2026-10-01T00:00:00Z',
        to: '2026-10-31T23:59:59Z',
        filters: [{ questionId: 'nps', operator: 'GREATER_THAN_OR_EQUAL', value: 0 }],
      },
      crosstabs: [{ row: 'plan', column: 'regions' }],
    });
    expect(id).toBeGreaterThan(0);
    const token = new URL(url).pathname.split('/').pop()!;
    expect(new URL(url).pathname).toBe(`/reports/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(formId);

    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<h1>Customer pulse</h1>');
    expect(html).toContain('October');
    // Two October responses; the summary's counts, NPS and the cross-tab.
    expect(html).toContain('<strong>2</strong> responses');
    expect(html).toMatch(/<th scope="row">Pro<span/);
    expect(html).toContain('<dt>NPS</dt><dd>0</dd>');
    expect(html).toContain('Plan by Regions');
    expect(html).toContain('<th scope="col" class="n">EU</th>');
    expect(html).toContain('<caption>');
    // Never: texts (not opted in), contact details, locations, the form id, or a response.
    for (const secret of [
      'Great support team',
      'Too slow',
      'ada@example.org',
      'bob@example.org',
      '+44 20 7946 0001',
      '10 Secret Street',
      '51.5',
      'Your e-mail',
      'Your phone',
      'Where are you?',
      'Why?',
      formId,
    ]) {
      expect(html, secret).not.toContain(secret);
    }
    expect(html).not.toContain('<script');
  });

  it('merges typed "Other" answers unless texts are included, then lists free text', async () => {
    const without = await open((await share({ name: 'All' })).url);
    expect(without.body).not.toContain('My private plan');
    expect(without.body).toContain('Other answers');
    expect(without.body).toContain('<strong>3</strong> responses');

    const withTexts = await open((await share({ name: 'Texts', includeTexts: true })).url);
    expect(withTexts.body).toContain('My private plan');
    expect(withTexts.body).toContain('Great support team');
    expect(withTexts.body).toContain('Why?');
    for (const secret of ['ada@example.org', '+44 20 7946 0001', '10 Secret Street']) {
      expect(withTexts.body, secret).not.toContain(secret);
    }
  });

  it('counts each view and lists reports for viewers', async () => {
    const { id, url } = await share({ name: 'Counted' });
    await open(url);
    await open(url);
    await open(url);
    const res = await viewer.client.get(reportsUrl());
    expect(res.statusCode, res.body).toBe(200);
    const list = reportListSchema.parse(res.json());
    const item = list.items.find((r) => r.id === id)!;
    expect(item).toMatchObject({ name: 'Counted', viewCount: 3, includeTexts: false });
    expect(JSON.stringify(list)).not.toMatch(/\/reports\//);
  });

  it('answers 404 at once after a revoke, and for unknown tokens, naming no form', async () => {
    const { id, url } = await share({ name: 'Revoked' }, editor.client);
    expect((await open(url)).statusCode).toBe(200);
    expect((await editor.client.delete(`${reportsUrl()}/${id}`)).statusCode).toBe(204);
    const gone = await open(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Customer pulse');
    expect(gone.body).toContain('Report not found');
    expect((await editor.client.delete(`${reportsUrl()}/${id}`)).statusCode).toBe(404);
    for (const path of ['/reports/nope', `/reports/${'A'.repeat(43)}`, `/reports/${formId}`]) {
      const res = await new BrowserClient(t.app).get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('Customer pulse');
    }
  });

  it('lets editors make and revoke, viewers only list, others nothing', async () => {
    const { id } = await share({ name: 'Editors only' });
    const asViewer = await viewer.client.post(reportsUrl(), { name: 'Mine' });
    expect(asViewer.statusCode).toBe(403);
    expect((await viewer.client.delete(`${reportsUrl()}/${id}`)).statusCode).toBe(403);
    expect((await stranger.client.get(reportsUrl())).statusCode).toBe(404);
    expect((await stranger.client.post(reportsUrl(), { name: 'X' })).statusCode).toBe(404);
    expect((await new BrowserClient(t.app).get(reportsUrl())).statusCode).toBe(404);
    // Another form's report cannot be revoked through this form.
    const other = await ownerWithForm(t, 'Other', QUESTIONS);
    expect((await other.owner.delete(`/api/forms/${other.formId}/reports/${id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with 400 naming the problem', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ name: 'A', filters: { from: 'yesterday' } }, 'from'],
      [
        {
          name: 'A',
          filters: { filters: [{ questionId: 'ghost', operator: 'EQUALS', value: 1 }] },
        },
        'ghost',
      ],
      [
        {
          name: 'A',
          filters: { filters: [{ questionId: 'nps', operator: 'EQUALS', value: 'ten' }] },
        },
        'filters',
      ],
      [{ name: 'A', crosstabs: [{ row: 'plan', column: 'mail' }] }, 'crosstabs.0'],
      [
        {
          name: 'A',
          crosstabs: Array.from({ length: 11 }, () => ({ row: 'plan', column: 'nps' })),
        },
        'crosstabs',
      ],
      [{ name: 'A', includeTexts: 'yes' }, 'includeTexts'],
      [{ name: 'A', extra: true }, 'extra'],
      [
        {
          name: 'A',
          filters: {
            filters: Array.from({ length: 20 }, () => ({
              questionId: 'why',
              operator: 'EQUALS',
              value: 'x'.repeat(500),
            })),
          },
        },
        'bytes',
      ],
    ];
    for (const [body, names] of cases) {
      const res = await owner.post(reportsUrl(), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body, JSON.stringify(body).slice(0, 80)).toContain(names);
    }
  });

  it('shows a notice, not unfiltered results, when the form no longer fits the filters', async () => {
    const { url } = await share({
      name: 'Old',
      filters: { filters: [{ questionId: 'regions', operator: 'CONTAINS', value: 'EU' }] },
    });
    const { sql } = await import('drizzle-orm');
    await t.database.db.execute(
      sql`delete from questions where form_id = ${formId} and id = 'regions'`,
    );
    const res = await open(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This report needs updating');
    expect(res.body).not.toContain('<strong>');
  });
});

describe('the report page', () => {
  it('shows responses per month with the score questions’ averages, and passes axe', async () => {
    const { url } = await share({ name: 'All time', filters: {} });
    const html = (await open(url)).body;
    // October: NPS 10 and 3; November: 8. Oldest month first.
    const trend = /<caption>Responses per month \(UTC\)<\/caption>(.*?)<\/table>/s.exec(html)?.[1];
    expect(trend).toBeDefined();
    const rows = [...trend!.matchAll(/<tr><th scope="row">([^<]+)<\/th>(.*?)<\/tr>/g)].map((m) => [
      m[1],
      ...[...m[2]!.matchAll(/<td class="n">([^<]*)<\/td>/g)].map((c) => c[1]),
    ]);
    expect(rows).toEqual([
      ['2026-10', '2', '6.5'],
      ['2026-11', '1', '8'],
    ]);
    expect(trend).toContain('<th scope="col">Average: Recommend us?</th>');

    const dom = new JSDOM(html, { runScripts: 'outside-only' });
    dom.window.eval(axe.source);
    const results = await (dom.window as unknown as { axe: typeof axe }).axe.run(
      dom.window.document,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        // jsdom does not lay out or paint, so contrast is the stylesheet's to keep (its tokens).
        rules: { 'color-contrast': { enabled: false } },
      },
    );
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
