/**
 * Responses, summaries, NPS and CSV export against a small hand-computed data set, submitted
 * through the real public endpoint.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formSummaryResponseSchema,
  npsResponseSchema,
  responseListSchema,
} from '@core/api/responses';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
let formId: string;

const QUESTIONS = [
  {
    id: 'color',
    type: 'MULTIPLE_CHOICE',
    title: 'Colour',
    order: 0,
    options: ['Red', 'Green', 'Blue'],
  },
  { id: 'tags', type: 'CHECKBOX', title: 'Tags', order: 1, options: ['a', 'b', 'c'] },
  { id: 'nps', type: 'NPS', title: 'Recommend?', order: 2 },
  { id: 'stars', type: 'RATING', title: 'Stars', order: 3 },
  {
    id: 'grid',
    type: 'MATRIX',
    title: 'Grid',
    order: 4,
    matrixRows: ['Speed', 'Price'],
    matrixCols: ['Bad', 'Good'],
  },
  { id: 'rank', type: 'RANKING', title: 'Rank', order: 5, options: ['x', 'y', 'z'] },
  { id: 'comment', type: 'SHORT_TEXT', title: 'Comment', order: 6 },
];

const ANSWERS = [
  {
    color: 'Red',
    tags: ['a', 'b'],
    nps: 10,
    stars: 5,
    grid: { Speed: 'Good', Price: 'Bad' },
    rank: ['x', 'y', 'z'],
    comment: 'Great, really',
  },
  {
    color: 'Red',
    tags: ['a'],
    nps: 9,
    stars: 4,
    grid: { Speed: 'Good', Price: 'Good' },
    rank: ['y', 'x', 'z'],
    comment: '=HYPERLINK("evil")',
  },
  {
    color: 'Blue',
    tags: ['c'],
    nps: 7,
    stars: 3,
    grid: { Speed: 'Bad' },
    rank: ['x', 'z', 'y'],
    comment: 'meh',
  },
  { color: 'Green', tags: [], nps: 3, stars: 1, rank: ['z', 'y', 'x'], comment: 'Bad "quote"' },
];

beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '10' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  formId = (
    await owner.post('/api/forms', { definition: { title: 'Feedback', questions: QUESTIONS } })
  ).json().id;
  await owner.post(`/api/forms/${formId}/publish`);
  for (const answers of ANSWERS) {
    const res = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
      draftId: crypto.randomUUID(),
      answers,
    });
    expect(res.statusCode).toBe(201);
  }
  await new BrowserClient(t.app).put(`/api/public/forms/${formId}/drafts/${crypto.randomUUID()}`, {
    answers: { color: 'Blue' },
  });
});
afterAll(() => t.close());

describe('the responses list', () => {
  it('pages newest first with a keyset cursor and no gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await owner.get(
        `/api/forms/${formId}/responses?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = responseListSchema.parse(res.json());
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));
  });

  it('filters by answer, searches text, and shows partial responses separately', async () => {
    const red = responseListSchema.parse(
      (await owner.get(`/api/forms/${formId}/responses?questionId=color&answer=Red`)).json(),
    );
    expect(red.items).toHaveLength(2);
    const tagged = responseListSchema.parse(
      (await owner.get(`/api/forms/${formId}/responses?questionId=tags&answer=c`)).json(),
    );
    expect(tagged.items.map((i) => i.answers.color)).toEqual(['Blue']);
    const search = responseListSchema.parse(
      (await owner.get(`/api/forms/${formId}/responses?q=MEH`)).json(),
    );
    expect(search.items.map((i) => i.answers.comment)).toEqual(['meh']);
    const partial = responseListSchema.parse(
      (await owner.get(`/api/forms/${formId}/responses?status=partial`)).json(),
    );
    expect(partial.items).toHaveLength(1);
    expect(partial.items[0]).toMatchObject({
      kind: 'draft',
      completed: false,
      answers: { color: 'Blue' },
    });
  });

  it('opens one response and deletes many', async () => {
    const list = responseListSchema.parse(
      (await owner.get(`/api/forms/${formId}/responses?q=meh`)).json(),
    );
    const detail = await owner.get(`/api/forms/${formId}/responses/${list.items[0]!.id}`);
    expect(detail.json()).toMatchObject({ answers: { comment: 'meh' }, files: [] });
  });
});

describe('the summary', () => {
  it('matches the hand-computed figures', async () => {
    const summary = formSummaryResponseSchema.parse(
      (await owner.get(`/api/forms/${formId}/summary`)).json(),
    );
    expect(summary.totalResponses).toBe(4);
    expect(summary.funnel).toMatchObject({ completions: 4 });
    const by = Object.fromEntries(summary.questions.map((q) => [q.questionId, q]));
    expect(by.color!.counts).toEqual([
      { value: 'Red', count: 2, percent: 50 },
      { value: 'Blue', count: 1, percent: 25 },
      { value: 'Green', count: 1, percent: 25 },
    ]);
    // The empty selection is no answer: percentages are of the 3 who answered.
    expect(by.tags!.answered).toBe(3);
    expect(by.tags!.counts).toEqual([
      { value: 'a', count: 2, percent: 66.7 },
      { value: 'b', count: 1, percent: 33.3 },
      { value: 'c', count: 1, percent: 33.3 },
    ]);
    // NPS: promoters 10, 9; passive 7; detractor 3 → (2 - 1) / 4 = 25.
    expect(by.nps!.nps).toEqual({ score: 25, promoters: 50, passives: 25, detractors: 25 });
    expect(by.nps!.average).toBe(7.25);
    expect(by.stars).toMatchObject({ average: 3.25, min: 1, max: 5 });
    expect(by.grid!.grid).toEqual([
      { row: 'Price', column: 'Bad', count: 1 },
      { row: 'Price', column: 'Good', count: 1 },
      { row: 'Speed', column: 'Bad', count: 1 },
      { row: 'Speed', column: 'Good', count: 2 },
    ]);
    // x: 1,2,1,3 → 1.75; y: 2,1,3,2 → 2; z: 3,3,2,1 → 2.25
    expect(by.rank!.positions).toEqual([
      { value: 'x', averagePosition: 1.75 },
      { value: 'y', averagePosition: 2 },
      { value: 'z', averagePosition: 2.25 },
    ]);
    expect(by.comment!.recent?.map((r) => r.text)).toContain('meh');
  });
});

describe('NPS analytics', () => {
  it('scores per question and overall, and handles no answers and all passives', async () => {
    const empty = (
      await owner.post('/api/forms', {
        definition: { title: 'Empty', questions: [{ id: 'n', type: 'NPS', title: 'N', order: 0 }] },
      })
    ).json().id;
    const passive = (
      await owner.post('/api/forms', {
        definition: {
          title: 'Passive',
          questions: [{ id: 'n', type: 'NPS_RATING', title: 'N', order: 0 }],
        },
      })
    ).json().id;
    await owner.post(`/api/forms/${passive}/publish`);
    for (const n of [7, 8]) {
      await new BrowserClient(t.app).post(`/api/public/forms/${passive}/responses`, {
        draftId: crypto.randomUUID(),
        answers: { n },
      });
    }
    const all = npsResponseSchema.parse((await owner.get('/api/nps')).json());
    const q = (id: string) => all.questions.find((x) => x.formId === id)!;
    expect(q(formId)).toMatchObject({ answers: 4, score: 25 });
    expect(q(empty)).toMatchObject({ answers: 0, score: null });
    expect(q(passive)).toMatchObject({ answers: 2, score: 0, passives: 100 });
    expect(q(formId).trend).toHaveLength(1);
    // Overall: promoters 2, passives 3, detractors 1 → (2 - 1) / 6.
    expect(all.overall).toMatchObject({ answers: 6, score: 16.7 });
    expect((await new BrowserClient(t.app).get('/api/nps')).statusCode).toBe(401);
  });
});

describe('CSV export', () => {
  it('has a column per question in form order, plain-text answers and neutralised formulas', async () => {
    const res = await owner.get(`/api/forms/${formId}/export.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment; filename="Feedback.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Response ID,Submitted at,Completed,Referrer,Colour,Tags,Recommend?,Stars,Grid,Rank,Comment',
    );
    expect(lines).toHaveLength(5);
    expect(res.body).toContain(`"'=HYPERLINK(""evil"")"`);
    expect(res.body).toContain('"Bad ""quote"""');
    expect(res.body).toContain('"Great, really"');
    const filtered = await owner.get(`/api/forms/${formId}/export.csv?questionId=color&answer=Red`);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(3);
  });
});
