/**
 * The no-script path's remaining types and rules (ADR 039): a time range, several dates added one
 * at a time, typed "Other" answers, ranking by numbers, hidden fields from the address carried
 * through the posted pages; what needs script says so; and the submission's rate limit answers
 * with the respondent's page, not the API's JSON.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responses } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import {
  hidden,
  hiddenValue,
  postPage,
  textOf,
  type Entry,
  checkedValues,
} from '../../test-support/no-script-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { NO_SCRIPT_MESSAGES } from './no-script-post';

/** Page posts per address and form per minute: enough for one journey, not for the flood below. */
const LIMIT = 8;

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({
    env: { FREE_PUBLISHED_FORM_LIMIT: '100', SUBMIT_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
  });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const other = { allowOther: true };

/** Page 1: choices with "Other" and a ranking; page 2: times and dates. A hidden field. */
const FORM = {
  title: 'Trip planner',
  questions: [
    {
      id: 'season',
      type: 'MULTIPLE_CHOICE',
      title: 'Season',
      options: ['Spring'],
      settings: other,
    },
    { id: 'pets', type: 'CHECKBOX', title: 'Pets', options: ['Cat', 'Dog'], settings: other },
    { id: 'country', type: 'DROPDOWN', title: 'Country', options: ['France'], settings: other },
    { id: 'order', type: 'RANKING', title: 'Rank these', options: ['Alpha', 'Beta', 'Gamma'] },
    { id: 'hours', type: 'TIME_RANGE', title: 'Opening hours', required: true },
    { id: 'days', type: 'MULTIPLE_DATE_PICKER', title: 'Available days', required: true },
    { id: 'source', type: 'HIDDEN_FIELD', title: 'Source', settings: { name: 'ref' } },
  ].map((question, order) => ({ ...question, order })),
  pageBreaks: [{ id: 'when', afterQuestionId: 'order', title: 'When', description: '' }],
};

async function publishedForm(definition: unknown): Promise<string> {
  const created = (await owner.post('/api/forms', { definition })).json();
  await owner.post(`/api/forms/${created.id}/publish`);
  return created.id as string;
}

async function storedAnswers(formId: string) {
  return t.database.db
    .select({ answers: responses.answers })
    .from(responses)
    .where(eq(responses.formId, formId));
}

describe('every native-capable type without script', () => {
  it('posts Other texts, numbered ranking, a time range, added dates and the address’s hidden field', async () => {
    const id = await publishedForm(FORM);
    const client = new BrowserClient(t.app);
    const first = await client.get(`/forms/${id}?ref=newsletter&utm=x`);
    // The hidden field rides in the page as a hidden input beside the signed draft.
    expect(hiddenValue(first.body, 'fl-q-source')).toBe('newsletter');
    // Without script the "Other" boxes and the ranking's numbers are there from the start.
    expect(first.body).toMatch(/<noscript>.*name="fl-q-season-other"/s);
    expect(first.body).toContain('name="fl-q-order-rank-2"');
    // Every question in place: none sent aside for a script to move in (which never runs here).
    expect(first.body).not.toMatch(/<template id="B:|\$RC\(/);
    const { draft } = hidden(first.body);
    const page = (at: string, entries: Entry[], action = 'next') =>
      postPage(client, id, [['_draft', draft], ['_page', at], ...entries, ['_action', action]]);

    // A numbering that is not 1 to N once each: the check's message, by the question.
    const badRank = await page('0', [
      ['fl-q-source', 'newsletter'],
      ['fl-q-order-rank-0', '1'],
      ['fl-q-order-rank-1', '1'],
      ['fl-q-order-rank-2', '2'],
    ]);
    expect(badRank.statusCode).toBe(400);
    expect(badRank.body).toMatch(/id="fl-q-order-error"/);
    // Still carried on the page shown again, though nothing was saved.
    expect(hiddenValue(badRank.body, 'fl-q-source')).toBe('newsletter');

    const second = await page('0', [
      ['fl-q-source', 'newsletter'],
      ['fl-q-season', '__other__'],
      ['fl-q-season-other', 'Monsoon'],
      ['fl-q-pets', 'Cat'],
      ['fl-q-pets', '__other__'],
      ['fl-q-pets-other', 'Axolotl'],
      ['fl-q-country', '__other__'],
      ['fl-q-country-other', 'Peru'],
      ['fl-q-order-rank-0', '3'],
      ['fl-q-order-rank-1', '1'],
      ['fl-q-order-rank-2', '2'],
    ]);
    expect(second.statusCode).toBe(200);
    expect(textOf(second.body)).toContain('Opening hours');
    expect(hiddenValue(second.body, 'fl-q-source')).toBe('newsletter');

    // Add date posts the page to come back to it; each day added is then a ticked checkbox.
    const oneDay = await page('1', [['fl-q-days', '2025-05-02']], 'stay');
    expect(oneDay.statusCode).toBe(200);
    expect(checkedValues(oneDay.body, 'fl-q-days')).toEqual(['2025-05-02']);
    const twoDays = await page(
      '1',
      [
        ['fl-q-days', '2025-05-02'],
        ['fl-q-days', '2025-05-01'],
      ],
      'stay',
    );
    expect(checkedValues(twoDays.body, 'fl-q-days').sort()).toEqual(['2025-05-01', '2025-05-02']);

    // Half a range: the range check, by its question.
    const half = await page('1', [
      ['fl-q-hours', '08:00'],
      ['fl-q-days', '2025-05-01'],
      ['fl-q-days', '2025-05-02'],
    ]);
    expect(half.statusCode).toBe(400);
    expect(half.body).toMatch(/id="fl-q-hours-error"/);

    const done = await page('1', [
      ['fl-q-hours', '08:00'],
      ['fl-q-hours-end', '17:00'],
      // Unticking a day removes it; the day field adds one.
      ['fl-q-days', '2025-05-02'],
      ['fl-q-days', '2025-06-10'],
    ]);
    expect(textOf(done.body)).toContain('Thank you!');
    const [stored] = await storedAnswers(id);
    expect(stored!.answers).toEqual({
      season: 'Monsoon',
      pets: ['Cat', 'Axolotl'],
      country: 'Peru',
      order: ['Beta', 'Gamma', 'Alpha'],
      hours: { start: '08:00', end: '17:00' },
      days: ['2025-05-02', '2025-06-10'],
      source: 'newsletter',
    });
  });

  it('says what needs script, and a required CAPTCHA refuses the page without storing it', async () => {
    const id = await publishedForm({
      title: 'Guarded',
      questions: [
        { id: 'sig', type: 'SIGNATURE', title: 'Sign here', order: 0 },
        { id: 'where', type: 'LOCATION', title: 'Where are you?', order: 1 },
        { id: 'human', type: 'CAPTCHA', title: 'Prove you are human', required: true, order: 2 },
      ],
    });
    const client = new BrowserClient(t.app);
    const form = await client.get(`/forms/${id}`);
    const noscript = [...form.body.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((m) =>
      textOf(`<main id="main">${m[1]}</main>`).trim(),
    );
    expect(noscript).toEqual([
      'Signing needs JavaScript. Turn it on in your browser to answer this question.',
      'Sharing a location needs JavaScript. Turn it on in your browser to answer this question.',
      'The verification step needs JavaScript. Turn it on in your browser to send this form.',
    ]);
    const refused = await postPage(client, id, [
      ['_draft', hidden(form.body).draft],
      ['_page', '0'],
      ['_action', 'next'],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/id="fl-q-human-error"[^>]*>Required</);
    const [row] = await t.database.db
      .select({ value: count() })
      .from(responses)
      .where(eq(responses.formId, id));
    expect(row!.value).toBe(0);
  });
});

describe('the submission rate limit without script', () => {
  it('answers over the limit with the page and its answers, a clear message and nothing saved', async () => {
    const id = await publishedForm(FORM);
    const client = new BrowserClient(t.app);
    const { draft } = hidden((await client.get(`/forms/${id}`)).body);
    const entries: Entry[] = [
      ['_draft', draft],
      ['_page', '0'],
      ['fl-q-season', 'Spring'],
      ['_action', 'stay'],
    ];
    for (let i = 0; i < LIMIT; i++)
      expect((await postPage(client, id, entries)).statusCode).toBe(200);
    const limited = await postPage(client, id, [
      ['_draft', draft],
      ['_page', '0'],
      ['fl-q-season', '__other__'],
      ['fl-q-season-other', 'Winter'],
      ['_action', 'next'],
    ]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(textOf(limited.body)).toContain(NO_SCRIPT_MESSAGES.rateLimited);
    // The respondent's own answer is on the page again, for the next try.
    expect(limited.body).toMatch(/name="fl-q-season-other"[^>]*value="Winter"/);
    expect(hidden(limited.body).draft).toBe(draft);
    expect(await storedAnswers(id)).toEqual([]);
  });
});
