/**
 * GET /api/forms/{id}/trends (issue 32, item 2): per period, the count, the average of a numeric
 * question and the picks of a choice question equal a tally computed here over random responses
 * at random times, under a filter too; periods follow the asked time zone; bad input is a 400.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TrendBucket, trendsResponseSchema } from '@core/api/trends';
import type { Question } from '@core/form/definition';
import { makeQuestion } from '@core/question-types/shared/answer-cases';
import type { BrowserClient } from '../../test-support/browser-client';
import { ownerWithForm, replaceResponses } from '../../test-support/stored-responses';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const PLANS = ['Free', 'Pro', 'Team'];
const QUESTIONS: Question[] = [
  makeQuestion('MULTIPLE_CHOICE', { id: 'plan', title: 'Plan', order: 0, options: PLANS }),
  makeQuestion('RATING', { id: 'stars', title: 'Stars', order: 1 }),
  makeQuestion('CHECKBOX', { id: 'tags', title: 'Tags', order: 2, options: PLANS }),
];
/** Instants spread over months, weeks and days, some near midnight UTC. */
const TIMES = [
  '2026-01-05T00:30:00Z',
  '2026-01-05T23:30:00Z',
  '2026-01-11T12:00:00Z',
  '2026-02-01T00:00:00Z',
  '2026-02-28T23:59:59Z',
  '2026-03-16T08:00:00Z',
];

const rowArb = fc.record({
  at: fc.constantFrom(...TIMES),
  answers: fc.record(
    {
      plan: fc.constantFrom(...PLANS),
      stars: fc.integer({ min: 1, max: 5 }),
      tags: fc.subarray(PLANS),
    },
    { requiredKeys: [] },
  ),
});
type Row = { at: string; answers: Record<string, unknown> };

let t: TestContext;
let owner: BrowserClient;
let formId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, formId } = await ownerWithForm(t, 'Trends', QUESTIONS));
});
afterAll(() => t?.close());

const store = (rows: readonly Row[]) => replaceResponses(t, formId, rows);

/** The first instant of the UTC period holding `at`. */
function periodOf(at: string, interval: 'day' | 'week' | 'month'): string {
  const d = new Date(at);
  if (interval === 'month')
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)).toISOString();
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  // ISO weeks start on Monday, as date_trunc's do.
  const back = interval === 'week' ? ((d.getUTCDay() + 6) % 7) * 86_400_000 : 0;
  return new Date(day - back).toISOString();
}

function tally(rows: readonly Row[], questionId: string, interval: 'day' | 'week' | 'month') {
  const buckets = new Map<string, Row[]>();
  for (const row of rows) {
    if (!Object.hasOwn(row.answers, questionId)) continue;
    const key = periodOf(row.at, interval);
    buckets.set(key, [...(buckets.get(key) ?? []), row]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, inPeriod]) => {
      const values = inPeriod.map((r) => r.answers[questionId]);
      const bucket: TrendBucket = { period, count: inPeriod.length };
      if (questionId === 'stars') {
        const sum = values.reduce((s: number, v) => s + (v as number), 0);
        bucket.average = Math.round((sum / values.length) * 100) / 100;
      } else {
        const picks = new Map<string, number>();
        for (const v of values.flat() as string[]) picks.set(v, (picks.get(v) ?? 0) + 1);
        bucket.counts = [...picks.entries()]
          .map(([value, count]) => ({ value, count }))
          .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
      }
      return bucket;
    });
}

const trends = async (params: string) => {
  const res = await owner.get(`/api/forms/${formId}/trends?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return trendsResponseSchema.parse(res.json());
};

describe('trends', () => {
  it('buckets count, average and picks as a tally does, filtered or not', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { maxLength: 20 }),
        fc.constantFrom('plan', 'stars', 'tags'),
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        fc.boolean(),
        async (rows, questionId, interval, filtered) => {
          await store(rows);
          const condition = { questionId: 'plan', operator: 'EQUALS', value: 'Pro' };
          const scoped = filtered ? rows.filter((r) => r.answers.plan === 'Pro') : rows;
          const filters = filtered
            ? `&filters=${encodeURIComponent(JSON.stringify([condition]))}`
            : '';
          const answer = await trends(`questionId=${questionId}&interval=${interval}${filters}`);
          expect(answer.buckets).toEqual(tally(scoped, questionId, interval));
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);

  it('averages JSON numbers only, each response once, and counts every answer', async () => {
    const jan = '2026-01-05T10:00:00Z';
    const feb = '2026-02-05T10:00:00Z';
    await store([
      ...[4, '5', null, 2, 4, [3]].map((stars) => ({ at: jan, answers: { stars } })),
      { at: feb, answers: { stars: 'four' } },
    ]);
    // 4.0 is the number 4, written otherwise.
    await t.database.db.execute(sql`insert into responses (form_id, answers, completed, created_at)
      values (${formId}, '{"stars": 4.0}'::jsonb, true, ${jan}::timestamptz)`);
    const answer = await trends('questionId=stars&interval=month');
    expect(answer.buckets).toEqual([
      { period: '2026-01-01T00:00:00.000Z', count: 7, average: 3.5 },
      { period: '2026-02-01T00:00:00.000Z', count: 1, average: null },
    ]);
  });

  it('starts periods at midnight in the asked time zone', async () => {
    await store([{ at: '2026-01-05T23:30:00Z', answers: { plan: 'Pro' } }]);
    const utc = await trends('questionId=plan&interval=day');
    expect(utc.buckets.map((b) => b.period)).toEqual(['2026-01-05T00:00:00.000Z']);
    const tokyo = await trends('questionId=plan&interval=day&timeZone=Asia/Tokyo');
    // 08:30 on 6 January in Tokyo: that day began at 15:00 UTC on the 5th.
    expect(tokyo.buckets.map((b) => b.period)).toEqual(['2026-01-05T15:00:00.000Z']);
  });

  it('refuses an unknown question, interval or time zone', async () => {
    for (const params of [
      'questionId=nope',
      'questionId=plan&interval=year',
      'questionId=plan&timeZone=Mars/Olympus',
      'questionId=plan&from=yesterday',
    ]) {
      const res = await owner.get(`/api/forms/${formId}/trends?${params}`);
      expect(res.statusCode, params).toBe(400);
    }
  });
});
