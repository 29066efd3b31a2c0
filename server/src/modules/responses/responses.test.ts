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
    // One page: no per-page drop-off, the three steps say it all.
    expect(summary.funnel.pages).toEqual([]);
    const by = Object.fromEntries(summary.questions.map((q) => [q.questionId, q]));
    // Options in the form's order.
    expect(by.color!.counts).toEqual([
      { value: 'Red', count: 2, percent: 50, listed: true },
      { value: 'Green', count: 1, percent: 25, listed: true },
      { value: 'Blue', count: 1, percent: 25, listed: true },
    ]);
    // The empty selection is no answer: percentages are of the 3 who answered.
    expect(by.tags!.answered).toBe(3);
    expect(by.tags!.counts).toEqual([
      { value: 'a', count: 2, percent: 66.7, listed: true },
      { value: 'b', count: 1, percent: 33.3, listed: true },
      { value: 'c', count: 1, percent: 33.3, listed: true },
    ]);
    // NPS: promoters 10, 9; passive 7; detractor 3 → (2 - 1) / 4 = 25.
    expect(by.nps!.nps).toEqual({ score: 25, promoters: 50, passives: 25, detractors: 25 });
    expect(by.nps!.average).toBe(7.25);
    expect(by.stars).toMatchObject({ average: 3.25, min: 1, max: 5 });
    // Every star of the rating, 1 to 5, the one nobody gave at 0.
    expect(by.stars!.counts?.map((c) => c.count).join(' ')).toBe('1 0 1 1 1');
    expect(by.grid!.grid).toEqual([
      { row: 'Speed', column: 'Bad', count: 1 },
      { row: 'Speed', column: 'Good', count: 2 },
      { row: 'Price', column: 'Bad', count: 1 },
      { row: 'Price', column: 'Good', count: 1 },
    ]);
    // x: 1,2,1,3 → 1.75; y: 2,1,3,2 → 2; z: 3,3,2,1 → 2.25
    expect(by.rank!.positions).toEqual([
      { value: 'x', averagePosition: 1.75, listed: true },
      { value: 'y', averagePosition: 2, listed: true },
      { value: 'z', averagePosition: 2.25, listed: true },
    ]);
    expect(by.comment!.recent?.map((r) => r.text)).toContain('meh');
  });
});

describe('drop-off per page', () => {
  const PAGED = [
    { id: 'a', type: 'SHORT_TEXT', title: 'A', order: 0 },
    { id: 'b', type: 'SHORT_TEXT', title: 'B', order: 1 },
    { id: 'c', type: 'NUMBER', title: 'C', order: 2 },
    { id: 'h', type: 'HIDDEN_FIELD', title: 'Source', order: 3 },
    { id: 'd', type: 'YES_NO', title: 'D', order: 4 },
  ];
  const PAGE_BREAKS = [
    { id: 'details', afterQuestionId: 'a', title: 'Details' },
    { id: 'last', afterQuestionId: 'h', title: '' },
  ];

  async function pagedForm(questions: unknown[] = PAGED) {
    const id = (
      await owner.post('/api/forms', {
        definition: { title: 'Paged', questions, pageBreaks: PAGE_BREAKS },
      })
    ).json().id as string;
    await owner.post(`/api/forms/${id}/publish`);
    return id;
  }
  const draft = (id: string, answers: Record<string, unknown>, draftId = crypto.randomUUID()) =>
    new BrowserClient(t.app).put(`/api/public/forms/${id}/drafts/${draftId}`, { answers });
  const submit = (id: string, answers: Record<string, unknown>, draftId = crypto.randomUUID()) =>
    new BrowserClient(t.app).post(`/api/public/forms/${id}/responses`, { draftId, answers });
  const funnelOf = async (id: string) =>
    formSummaryResponseSchema.parse((await owner.get(`/api/forms/${id}/summary`)).json()).funnel;

  it('counts who reached each page and who left there, from drafts and responses', async () => {
    const id = await pagedForm();
    // Submitted: one straight away, one after a saved draft (counted once, as a response).
    expect((await submit(id, { a: 'x', b: 'y', c: 1, d: true })).statusCode).toBe(201);
    const resumed = crypto.randomUUID();
    await draft(id, { a: 'x' }, resumed);
    expect((await submit(id, { a: 'x' }, resumed)).statusCode).toBe(201);
    // Unsubmitted drafts, by furthest answered page: 1, 2, 2 (page 1 skipped), 3, none.
    for (const answers of [{ a: 'x' }, { a: 'x', b: 'y' }, { c: 2 }, { a: 'x', d: false }, {}]) {
      expect((await draft(id, answers)).statusCode).toBeLessThan(300);
    }
    // A hidden field is not on any page: a draft holding only one reached nothing.
    await draft(id, { h: 'newsletter' });
    const funnel = await funnelOf(id);
    expect(funnel.completions).toBe(2);
    // Reached: 2 responses + the drafts that stopped there or later (3: 1+2+1 → 6, 2: 2+1 → 5, 3: 1 → 3).
    expect(funnel.pages).toEqual([
      { pageId: 'start', title: '', reached: 6, left: 1 },
      { pageId: 'details', title: 'Details', reached: 5, left: 2 },
      { pageId: 'last', title: '', reached: 3, left: 1 },
    ]);
  });

  it('lists every page with zeros before anyone answers', async () => {
    const id = await pagedForm();
    await draft(id, {});
    const funnel = await funnelOf(id);
    expect(funnel).toMatchObject({ completions: 0 });
    expect(funnel.pages.map((p) => [p.pageId, p.reached, p.left])).toEqual([
      ['start', 0, 0],
      ['details', 0, 0],
      ['last', 0, 0],
    ]);
  });

  it('keeps a page that logic shows to some people only, and skips pages without questions', async () => {
    const questions = PAGED.map((q) =>
      q.id === 'a'
        ? {
            ...q,
            logic: [
              {
                id: 'r1',
                conditions: [{ questionId: 'a', operator: 'EQUALS', value: 'yes' }],
                actions: [{ type: 'SHOW', target: 'd' }],
              },
            ],
          }
        : q,
    ).filter((q) => q.id !== 'b' && q.id !== 'c');
    const id = await pagedForm(questions);
    await draft(id, { a: 'yes', d: true });
    // 'details' holds only the hidden field now, so it is no page; 'last' is shown by a rule.
    expect((await funnelOf(id)).pages).toEqual([
      { pageId: 'start', title: '', reached: 1, left: 0 },
      { pageId: 'last', title: '', reached: 1, left: 1 },
    ]);
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
    // No text question after it: no comments, and every segment says so with an empty list.
    expect(q(passive)).toMatchObject({
      commentQuestion: null,
      comments: { promoters: [], passives: [], detractors: [] },
    });
  });

  it('returns the latest comments per segment from the text question that follows', async () => {
    const all = npsResponseSchema.parse((await owner.get(`/api/nps?formId=${formId}`)).json());
    const [q] = all.questions;
    expect(q!.commentQuestion).toEqual({ id: 'comment', title: 'Comment' });
    const texts = (list: { text: string; score: number }[]) => list.map((c) => [c.score, c.text]);
    // Newest first: the 9 was submitted after the 10.
    expect(texts(q!.comments.promoters)).toEqual([
      [9, '=HYPERLINK("evil")'],
      [10, 'Great, really'],
    ]);
    expect(texts(q!.comments.passives)).toEqual([[7, 'meh']]);
    expect(texts(q!.comments.detractors)).toEqual([[3, 'Bad "quote"']]);
    expect(Date.parse(q!.comments.promoters[0]!.createdAt)).toBeGreaterThanOrEqual(
      Date.parse(q!.comments.promoters[1]!.createdAt),
    );
  });

  it('keeps the five most recent non-blank comments and skips text questions before it', async () => {
    const id = (
      await owner.post('/api/forms', {
        definition: {
          title: 'Comments',
          questions: [
            { id: 'before', type: 'SHORT_TEXT', title: 'Name', order: 0 },
            { id: 'n', type: 'NPS_RATING', title: 'Score', order: 1 },
            { id: 'plan', type: 'DROPDOWN', title: 'Plan', order: 2, options: ['Free', 'Pro'] },
            { id: 'why', type: 'LONG_TEXT', title: 'Why?', order: 3 },
            { id: 'more', type: 'SHORT_TEXT', title: 'More', order: 4 },
          ],
        },
      })
    ).json().id as string;
    await owner.post(`/api/forms/${id}/publish`);
    const answers = [
      ...[1, 2, 3, 4, 5, 6, 7].map((i) => ({ n: i % 2 === 0 ? 9 : 10, why: `p${i}` })),
      { n: 10, before: 'Ann', more: 'not a comment' }, // no answer to the comment question
      { n: 8, why: '   ' }, // blank: no comment
      { n: 0, why: 'too slow' },
      { why: 'no score given' },
    ];
    for (const a of answers) {
      const res = await new BrowserClient(t.app).post(`/api/public/forms/${id}/responses`, {
        draftId: crypto.randomUUID(),
        answers: a,
      });
      expect(res.statusCode).toBe(201);
    }
    const all = npsResponseSchema.parse((await owner.get(`/api/nps?formId=${id}`)).json());
    expect(all.questions).toHaveLength(1);
    const [q] = all.questions;
    expect(q!.commentQuestion).toEqual({ id: 'why', title: 'Why?' });
    expect(q!.comments.promoters.map((c) => c.text)).toEqual(['p7', 'p6', 'p5', 'p4', 'p3']);
    expect(q!.comments.promoters.map((c) => c.score)).toEqual([10, 9, 10, 9, 10]);
    expect(q!.comments.passives).toEqual([]);
    expect(q!.comments.detractors.map((c) => [c.score, c.text])).toEqual([[0, 'too slow']]);
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
      'Response ID,Submitted at,Completed,Referrer,Colour,Tags,Recommend?,Stars,Grid,Rank,Comment,Form version',
    );
    expect(lines).toHaveLength(5);
    expect(res.body).toContain(`"'=HYPERLINK(""evil"")"`);
    expect(res.body).toContain('"Bad ""quote"""');
    expect(res.body).toContain('"Great, really"');
    const filtered = await owner.get(`/api/forms/${formId}/export.csv?questionId=color&answer=Red`);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(3);
  });
});
