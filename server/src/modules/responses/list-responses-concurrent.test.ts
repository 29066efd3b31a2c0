/**
 * Issue 12, defect 1: thousands of submissions sent 16 at a time through the real submit route,
 * so the response writer stores them in batches that share a timestamp (ADR 013). Paging through
 * the responses list, at small and large page sizes, and exporting them must each return every
 * acknowledged response exactly once.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseResponseSchema } from '@core/api/public';
import { RESPONSES_PAGE_MAX, responseListSchema } from '@core/api/responses';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { testDatabaseUrl } from '../../test-support/global-setup';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { queryRows } from './query-rows';

/** More than one export batch (2,000 rows), and many writer batches. */
const SUBMISSIONS = 2200;
const CONCURRENCY = 16;

let t: TestContext;
let owner: BrowserClient;
let formId: string;
/** Response ids from the 201s, in no particular order. */
const acknowledged: number[] = [];

beforeAll(async () => {
  // One test client sends everything, far past the per-address submission limit.
  t = await createTestApp({ env: { SUBMIT_RATE_LIMIT_PER_MINUTE: String(SUBMISSIONS * 2) } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  formId = (
    await owner.post('/api/forms', {
      definition: {
        title: 'Busy form',
        questions: [{ id: 'q', type: 'SHORT_TEXT', title: 'Q', order: 0 }],
      },
    })
  ).json().id;
  expect((await owner.post(`/api/forms/${formId}/publish`)).statusCode).toBe(200);

  let next = 0;
  const respondent = new BrowserClient(t.app);
  // Each sender submits its next response as soon as the last one is acknowledged, so about 16
  // are always in flight and the writer queues and batches them.
  const sender = async () => {
    while (next < SUBMISSIONS) {
      next += 1;
      const res = await respondent.post(`/api/public/forms/${formId}/responses`, {
        draftId: crypto.randomUUID(),
        answers: { q: `answer ${next}` },
      });
      expect(res.statusCode).toBe(201);
      acknowledged.push(submitResponseResponseSchema.parse(res.json()).responseId);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, sender));
}, 300_000);
afterAll(() => t.close());

async function pageThrough(limit: number): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const res = await owner.get(`/api/forms/${formId}/responses?${query}`);
    expect(res.statusCode).toBe(200);
    const page = responseListSchema.parse(res.json());
    seen.push(...page.items.map((item) => Number(item.id)));
    cursor = page.nextCursor;
    expect(seen.length).toBeLessThanOrEqual(SUBMISSIONS);
  } while (cursor);
  return seen;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('responses submitted together', () => {
  it('were all stored, in batches that share timestamps on PostgreSQL', async () => {
    expect(new Set(acknowledged).size).toBe(SUBMISSIONS);
    // The premise of the tests below: without ties they would prove little.
    const [row] = await queryRows<{ rows: number; instants: number }>(
      t.database.db,
      sql`select count(*)::int as rows, count(distinct created_at)::int as instants
          from responses where form_id = ${formId}`,
    );
    expect(row!.rows).toBe(SUBMISSIONS);
    // PGlite runs each statement synchronously on the event loop, so submissions seldom queue
    // behind one and are rarely batched there; list-responses-keyset.test.ts makes ties on both.
    if (testDatabaseUrl()) expect(row!.instants).toBeLessThan(SUBMISSIONS);
  });

  it.each([7, RESPONSES_PAGE_MAX])(
    'come back exactly once each, %i to a page',
    async (limit) => {
      const seen = await pageThrough(limit);
      expect(seen).toHaveLength(SUBMISSIONS);
      expect(sorted(seen)).toEqual(sorted(acknowledged));
    },
    120_000,
  );

  it('are each exported exactly once', async () => {
    const res = await owner.get(`/api/forms/${formId}/export.csv`);
    expect(res.statusCode).toBe(200);
    const ids = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.slice(0, line.indexOf(',')).replaceAll('"', '')));
    expect(ids).toHaveLength(SUBMISSIONS);
    expect(sorted(ids)).toEqual(sorted(acknowledged));
  });
});
