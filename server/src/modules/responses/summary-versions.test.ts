/**
 * Issue 30 item 4: the summary, the funnel, NPS and trends read one published version with
 * `?version=n`, and all versions without it, where a renamed option counts once under its newest
 * label (by option id, ADR 037) and a removed question keeps its summary, marked with the version
 * that removed it.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSummaryResponseSchema, npsResponseSchema } from '@core/api/responses';
import { trendsResponseSchema } from '@core/api/trends';
import { formDetailSchema } from '@core/api/forms';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let t: TestContext;
let owner: BrowserClient;
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(() => t.close());

const colour = (options: string[], optionIds: string[]) => ({
  id: 'colour',
  type: 'MULTIPLE_CHOICE',
  title: 'Colour',
  order: 0,
  options,
  optionIds,
});
const age = { id: 'age', type: 'NUMBER', title: 'Age', order: 1 };
const score = { id: 'score', type: 'NPS', title: 'Recommend us?', order: 2 };

async function submit(formId: string, answers: Record<string, unknown>) {
  const res = await new BrowserClient(t.app).post(`/api/public/forms/${formId}/responses`, {
    draftId: crypto.randomUUID(),
    answers,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function publish(formId: string) {
  expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);
}

async function summary(formId: string, query = '') {
  const res = await owner.get(`/api/forms/${formId}/summary${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return formSummaryResponseSchema.parse(res.json());
}

const countsOf = (s: Awaited<ReturnType<typeof summary>>, questionId: string) =>
  s.questions
    .find((q) => q.questionId === questionId)
    ?.counts?.map((c) => [c.value, c.count, c.percent, c.listed]);

/** Version 1: Red, Blue, Age; two answers. Version 2: Red renamed Crimson, Green added, Age removed. */
async function twoVersions(): Promise<string> {
  const created = formDetailSchema.parse(
    (
      await owner.post('/api/forms', {
        definition: {
          title: 'Poll',
          questions: [colour(['Red', 'Blue'], ['oRed', 'oBlue']), age, score],
        },
      })
    ).json(),
  );
  await publish(created.id);
  await submit(created.id, { colour: 'Red', age: 30, score: 9 });
  await submit(created.id, { colour: 'Blue', age: 40, score: 3 });
  const saved = await owner.put(`/api/forms/${created.id}`, {
    version: created.version,
    definition: {
      title: 'Poll',
      questions: [colour(['Crimson', 'Blue', 'Green'], ['oRed', 'oBlue', 'oGreen']), score],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await publish(created.id);
  await submit(created.id, { colour: 'Crimson', score: 10 });
  return created.id;
}

describe('summaries across form versions', () => {
  it('counts a renamed option once under its newest label, and keeps a removed question', async () => {
    const formId = await twoVersions();
    const all = await summary(formId);
    expect(all.totalResponses).toBe(3);
    expect(countsOf(all, 'colour')).toEqual([
      ['Crimson', 2, 66.7, true],
      ['Blue', 1, 33.3, true],
      ['Green', 0, 0, true],
    ]);
    const ageSummary = all.questions.find((q) => q.questionId === 'age');
    expect(ageSummary).toMatchObject({ title: 'Age', removedIn: 2, answered: 2, average: 35 });
    expect(all.questions.find((q) => q.questionId === 'colour')?.removedIn).toBeUndefined();
    expect(all.funnel.completions).toBe(3);
  });

  it('averages a renamed ranking option once, weighing each wording by how often it was ranked', async () => {
    const ranking = (options: string[]) => ({
      id: 'rank',
      type: 'RANKING',
      title: 'Rank the fruit',
      order: 0,
      options,
      optionIds: ['oApple', 'oPear', 'oFig'],
    });
    const created = formDetailSchema.parse(
      (
        await owner.post('/api/forms', {
          definition: { title: 'Fruit', questions: [ranking(['Apple', 'Pear', 'Fig'])] },
        })
      ).json(),
    );
    await publish(created.id);
    // Apple first twice, then third once: positions 1, 1, 3 before the rename.
    await submit(created.id, { rank: ['Apple', 'Pear', 'Fig'] });
    await submit(created.id, { rank: ['Apple', 'Fig', 'Pear'] });
    await submit(created.id, { rank: ['Pear', 'Fig', 'Apple'] });
    const saved = await owner.put(`/api/forms/${created.id}`, {
      version: created.version,
      definition: { title: 'Fruit', questions: [ranking(['Golden apple', 'Pear', 'Fig'])] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(created.id);
    // After the rename, second once: the option's average over all four is (1 + 1 + 3 + 2) / 4.
    await submit(created.id, { rank: ['Pear', 'Golden apple', 'Fig'] });
    const positions = (await summary(created.id)).questions.find(
      (q) => q.questionId === 'rank',
    )?.positions;
    expect(positions).toEqual([
      { value: 'Golden apple', averagePosition: 1.75, listed: true },
      { value: 'Pear', averagePosition: 1.75, listed: true },
      { value: 'Fig', averagePosition: 2.5, listed: true },
    ]);
    // One version read alone keeps its own wording.
    const first = (await summary(created.id, '?version=1')).questions.find(
      (q) => q.questionId === 'rank',
    )?.positions;
    expect(first?.[0]).toEqual({ value: 'Apple', averagePosition: 1.67, listed: true });
  });

  it('counts a grid row and column renamed between versions once, under their newest labels', async () => {
    // No ids from the client: the server gives each row and column one, and a rename in place
    // keeps it (ADR 037 addendum).
    const grid = (matrixRows: string[], matrixCols: string[]) => ({
      id: 'rate',
      type: 'MATRIX',
      title: 'Rate us',
      order: 0,
      matrixRows,
      matrixCols,
    });
    const created = formDetailSchema.parse(
      (
        await owner.post('/api/forms', {
          definition: { title: 'Visit', questions: [grid(['Food', 'Service'], ['Bad', 'Good'])] },
        })
      ).json(),
    );
    await publish(created.id);
    await submit(created.id, { rate: { Food: 'Good', Service: 'Bad' } });
    const saved = await owner.put(`/api/forms/${created.id}`, {
      version: created.version,
      definition: { title: 'Visit', questions: [grid(['Cuisine', 'Service'], ['Bad', 'Great'])] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await publish(created.id);
    await submit(created.id, { rate: { Cuisine: 'Great', Service: 'Great' } });
    const cells = (await summary(created.id)).questions.find((q) => q.questionId === 'rate')?.grid;
    const count = (row: string, column: string) =>
      cells?.find((c) => c.row === row && c.column === column)?.count;
    expect(count('Cuisine', 'Great')).toBe(2);
    expect(count('Service', 'Great')).toBe(1);
    expect(count('Service', 'Bad')).toBe(1);
    expect(cells?.some((c) => c.row === 'Food' || c.column === 'Good')).toBe(false);
    // One version read alone keeps its own wording.
    const first = (await summary(created.id, '?version=1')).questions.find(
      (q) => q.questionId === 'rate',
    )?.grid;
    expect(first?.find((c) => c.row === 'Food' && c.column === 'Good')?.count).toBe(1);
  });

  it('shares a report that counts a renamed option once', async () => {
    const formId = await twoVersions();
    const created = await owner.post(`/api/forms/${formId}/reports`, {
      name: 'All versions',
      crosstabs: [{ row: 'colour', column: 'score' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json() as { url: string };
    const page = await new BrowserClient(t.app).get(new URL(url, 'http://x').pathname);
    expect(page.statusCode).toBe(200);
    // Red (version 1) and Crimson (version 2) are one option: two of the three responses.
    expect(page.body).toMatch(/Crimson<span class="bar"[^>]*><span style="width:66.7%">/);
    expect(page.body).not.toMatch(/>Red</);
  });

  it('reads one version as it was worded, with its own questions', async () => {
    const formId = await twoVersions();
    const first = await summary(formId, '?version=1');
    expect(first.totalResponses).toBe(2);
    expect(countsOf(first, 'colour')).toEqual([
      ['Red', 1, 50, true],
      ['Blue', 1, 50, true],
    ]);
    expect(first.questions.map((q) => q.questionId)).toEqual(['colour', 'age', 'score']);
    expect(first.questions.find((q) => q.questionId === 'age')?.removedIn).toBeUndefined();
    expect(first.funnel.completions).toBe(2);

    const second = await summary(formId, '?version=2');
    expect(second.totalResponses).toBe(1);
    expect(countsOf(second, 'colour')).toEqual([
      ['Crimson', 1, 100, true],
      ['Blue', 0, 0, true],
      ['Green', 0, 0, true],
    ]);
    expect(second.questions.map((q) => q.questionId)).toEqual(['colour', 'score']);
    // A filter and a version together: both narrow.
    const filters = encodeURIComponent(
      JSON.stringify([{ questionId: 'colour', operator: 'EQUALS', value: 'Blue' }]),
    );
    expect((await summary(formId, `?version=1&filters=${filters}`)).totalResponses).toBe(1);
  });

  it('filters the list and the summary alike on a question a later version removed', async () => {
    const formId = await twoVersions();
    const filters = encodeURIComponent(
      JSON.stringify([{ questionId: 'age', operator: 'GREATER_THAN', value: 35 }]),
    );
    expect((await summary(formId, `?filters=${filters}`)).totalResponses).toBe(1);
    const res = await owner.get(`/api/forms/${formId}/responses?filters=${filters}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: { answers: Record<string, unknown> }[] }).items;
    expect(items.map((item) => item.answers.age)).toEqual([40]);
  });

  it('answers 404 for a version the form does not have, and 400 for one that is no number', async () => {
    const formId = await twoVersions();
    expect((await owner.get(`/api/forms/${formId}/summary?version=9`)).statusCode).toBe(404);
    expect((await owner.get(`/api/forms/${formId}/summary?version=0`)).statusCode).toBe(400);
    expect((await owner.get(`/api/forms/${formId}/summary?version=two`)).statusCode).toBe(400);
  });

  it('narrows NPS and trends to one version', async () => {
    const formId = await twoVersions();
    const nps = async (query: string) => {
      const res = await owner.get(`/api/nps?formId=${formId}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return npsResponseSchema.parse(res.json()).overall;
    };
    expect(await nps('')).toMatchObject({ answers: 3, score: 33.3 });
    expect(await nps('&version=1')).toMatchObject({ answers: 2, score: 0 });
    expect(await nps('&version=2')).toMatchObject({ answers: 1, score: 100 });
    const acrossForms = await owner.get('/api/nps?version=1');
    expect(acrossForms.statusCode).toBe(400);
    expect(acrossForms.json().errors?.version).toBe('a version needs formId');

    const trends = await owner.get(`/api/forms/${formId}/trends?questionId=colour&version=2`);
    expect(trends.statusCode, trends.body).toBe(200);
    const buckets = trendsResponseSchema.parse(trends.json()).buckets;
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(1);

    // Across versions, "Red" before the rename and "Crimson" after are one option in the trend.
    const all = await owner.get(`/api/forms/${formId}/trends?questionId=colour&interval=month`);
    expect(all.statusCode, all.body).toBe(200);
    const counts = trendsResponseSchema
      .parse(all.json())
      .buckets.flatMap((b) => b.counts ?? [])
      .reduce<Record<string, number>>(
        (sum, c) => ({ ...sum, [c.value]: (sum[c.value] ?? 0) + c.count }),
        {},
      );
    expect(counts).toEqual({ Crimson: 2, Blue: 1 });

    // And in a cross-tab: the renamed option is one row.
    const table = await owner.get(`/api/forms/${formId}/crosstab?row=colour&column=score`);
    expect(table.statusCode, table.body).toBe(200);
    const { rowTotals } = table.json() as { rowTotals: { value: string; count: number }[] };
    expect(rowTotals).toEqual([
      { value: 'Crimson', count: 2 },
      { value: 'Blue', count: 1 },
      { value: 'Green', count: 0 },
    ]);
  });
});
