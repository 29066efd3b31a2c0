/**
 * GET /api/forms/{id}/crosstab (issue 32, item 3): pair counts, totals and percentages equal a
 * tally over random responses (a choice, a rating and a checkbox), filtered or not; the CSV holds
 * the same table; questions that cannot be crossed are a 400.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crosstabResponseSchema } from '@core/api/crosstab';
import type { Question } from '@core/form/definition';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import type { BrowserClient } from '../../test-support/browser-client';
import { ownerWithForm, replaceResponses } from '../../test-support/stored-responses';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const PLANS = ['Free', 'Pro', 'Team'];
const REGIONS = ['EU', 'US'];
const QUESTIONS: Question[] = [
  makeQuestion('MULTIPLE_CHOICE', { id: 'plan', title: 'Plan', order: 0, options: PLANS }),
  makeQuestion('RATING', { id: 'stars', title: 'Stars', order: 1 }),
  makeQuestion('CHECKBOX', { id: 'regions', title: 'Regions', order: 2, options: REGIONS }),
  makeQuestion('SHORT_TEXT', { id: 'note', title: 'Note', order: 3 }),
];
const answersArb = fc.record(
  {
    plan: fc.constantFrom(...PLANS, 'Other'),
    stars: fc.integer({ min: 1, max: 5 }),
    regions: fc.subarray(REGIONS),
  },
  { requiredKeys: [] },
);

let t: TestContext;
let owner: BrowserClient;
let formId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, formId } = await ownerWithForm(t, 'Cross', QUESTIONS));
});
afterAll(() => t?.close());

const store = (rows: readonly Record<string, unknown>[]) =>
  replaceResponses(
    t,
    formId,
    rows.map((answers) => ({ answers })),
  );

const valuesOf = (v: unknown): string[] =>
  v === undefined ? [] : (Array.isArray(v) ? v : [v]).map(String);

describe('cross-tabs', () => {
  it('count every pair, row and column as a tally does, filtered or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(answersArb, { maxLength: 20 }),
        fc.constantFrom(
          ['plan', 'stars'],
          ['plan', 'regions'],
          ['regions', 'stars'],
          ['stars', 'stars'],
        ),
        fc.boolean(),
        async (rows, [row, column], filtered) => {
          await store(rows);
          const filter = [{ questionId: 'stars', operator: 'GREATER_THAN_OR_EQUAL', value: 3 }];
          const params = `row=${row}&column=${column}${filtered ? `&filters=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;
          const res = await owner.get(`/api/forms/${formId}/crosstab?${params}`);
          expect(res.statusCode, res.body).toBe(200);
          const table = crosstabResponseSchema.parse(res.json());
          const scoped = rows.filter((a) => !filtered || (a.stars ?? 0) >= 3);
          const both = scoped
            .map((a) => ({ r: valuesOf(a[row as 'plan']), c: valuesOf(a[column as 'plan']) }))
            .filter((x) => x.r.length > 0 && x.c.length > 0);
          expect(table.total).toBe(both.length);
          for (const cell of table.cells) {
            const count = both.filter(
              (x) => x.r.includes(cell.row) && x.c.includes(cell.column),
            ).length;
            expect(cell.count, `${cell.row} × ${cell.column}`).toBe(count);
          }
          for (const total of table.rowTotals) {
            expect(total.count).toBe(both.filter((x) => x.r.includes(total.value)).length);
          }
          for (const total of table.columnTotals) {
            expect(total.count).toBe(both.filter((x) => x.c.includes(total.value)).length);
          }
          // Every pair that occurs is in the table; choices come first, in the form's order.
          const pairs = new Set(
            both.flatMap((x) => x.r.flatMap((r) => x.c.map((c) => `${r}|${c}`))),
          );
          const listed = new Set(
            table.cells.filter((c) => c.count > 0).map((c) => `${c.row}|${c.column}`),
          );
          expect(listed).toEqual(pairs);
          if (row === 'plan')
            expect(table.rowTotals.slice(0, 3).map((r) => r.value)).toEqual(PLANS);
        },
      ),
      { numRuns: 30 },
    );
  }, 240_000);

  it('exports the same table as CSV, with percentages of each row', async () => {
    await store([
      { plan: 'Pro', stars: 5 },
      { plan: 'Pro', stars: 4 },
      { plan: 'Free', stars: 4 },
      { plan: '=cmd()', stars: 1 },
    ]);
    const table = crosstabResponseSchema.parse(
      (await owner.get(`/api/forms/${formId}/crosstab?row=plan&column=stars`)).json(),
    );
    expect(table.cells.find((c) => c.row === 'Pro' && c.column === '5')).toMatchObject({
      count: 1,
      percent: 50,
    });
    const csv = await owner.get(`/api/forms/${formId}/crosstab.csv?row=plan&column=stars`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.replace('\uFEFF', '').split('\r\n').filter(Boolean)).toEqual([
      'Plan \\ Stars,1,2,3,4,5,Total',
      'Free,0,0,0,1,0,1',
      'Pro,0,0,0,1,1,2',
      'Team,0,0,0,0,0,0',
      "'=cmd(),1,0,0,0,0,1",
      'Total,1,0,0,2,1,4',
    ]);
  });

  it('keeps apart what the stored answers keep apart: an array and a string that reads like one', async () => {
    await store([
      { plan: 'Pro', regions: ['EU', 'US'] },
      // The text PostgreSQL prints for the array above, stored as a string: one value.
      { plan: 'Pro', regions: '["EU", "US"]' },
      { plan: 'Pro', regions: ['EU', 'EU'] },
      { plan: 5, regions: ['US'] },
      { plan: '5', regions: ['US'] },
      { plan: null, regions: ['EU'] },
      { plan: 'Free', regions: [] },
      { plan: 'Team', regions: [null, 'EU'] },
    ]);
    // A number as written (5.0 is not 5 as text), and a string opening with "[" that is no JSON.
    await t.database.db.execute(sql`insert into responses (form_id, answers, completed)
      values (${formId}, '{"plan": 5.0, "regions": "[x"}'::jsonb, true)`);
    const table = crosstabResponseSchema.parse(
      (await owner.get(`/api/forms/${formId}/crosstab?row=plan&column=regions`)).json(),
    );
    const counted = (list: readonly { value: string; count: number }[]) =>
      Object.fromEntries(list.filter((x) => x.count > 0).map((x) => [x.value, x.count]));
    expect(
      Object.fromEntries(
        table.cells.filter((c) => c.count > 0).map((c) => [`${c.row} × ${c.column}`, c.count]),
      ),
    ).toEqual({
      'Pro × EU': 2,
      'Pro × US': 1,
      'Pro × ["EU", "US"]': 1,
      '5 × US': 2,
      '5.0 × [x': 1,
      'Team × EU': 1,
    });
    expect(counted(table.rowTotals)).toEqual({ Pro: 3, '5': 2, '5.0': 1, Team: 1 });
    expect(counted(table.columnTotals)).toEqual({ EU: 3, US: 3, '["EU", "US"]': 1, '[x': 1 });
    expect(table.total).toBe(7);
  });

  it('refuses a question that cannot be crossed, or none', async () => {
    for (const [params, field] of [
      ['row=note&column=plan', 'row'],
      ['row=plan&column=nope', 'column'],
    ] as const) {
      const res = await owner.get(`/api/forms/${formId}/crosstab?${params}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
    expect((await owner.get(`/api/forms/${formId}/crosstab?row=plan`)).statusCode).toBe(400);
  });
});
