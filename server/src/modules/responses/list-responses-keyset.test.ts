/**
 * Keyset paging of GET /api/forms/{id}/responses over timestamps that tie. Rows are inserted
 * directly with chosen timestamps (many identical to the microsecond, some 1 µs or 1 ms apart),
 * in an order unrelated to those timestamps, and then paged through the real route: every row
 * must come back exactly once, newest first, whatever the page size. Runs on PGlite and, with
 * TEST_DRIVER=postgres, on PostgreSQL.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseListSchema } from '@core/api/responses';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { queryRows } from './query-rows';

let t: TestContext;
let owner: BrowserClient;
let formId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
  formId = (
    await owner.post('/api/forms', {
      definition: {
        title: 'Ties',
        questions: [{ id: 'q', type: 'SHORT_TEXT', title: 'Q', order: 0 }],
      },
    })
  ).json().id;
});
afterAll(() => t.close());

/** A whole second in 2026, in microseconds since the epoch. */
const BASE_SECOND_US = Date.UTC(2026, 4, 6, 7, 8, 9) * 1000;

/** Microseconds since the epoch as an ISO timestamp with all six fractional digits. */
function isoMicros(us: number): string {
  const seconds = Math.floor(us / 1_000_000);
  const fraction = String(us - seconds * 1_000_000).padStart(6, '0');
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${fraction}Z`;
}

interface Inserted {
  id: number;
  us: number;
}

/** Inserts one row per timestamp, in the given order (so ids follow it), into either table. */
async function insertRows(table: 'responses' | 'form_drafts', stamps: number[]) {
  const input = JSON.stringify(stamps.map((us, i) => ({ at: isoMicros(us), tag: `${i}` })));
  const insert =
    table === 'responses'
      ? sql`insert into responses (form_id, answers, completed, created_at, draft_id)
            select ${formId}, '{}'::jsonb, true, r.at::timestamptz, ${crypto.randomUUID()} || '-' || r.tag
            from jsonb_to_recordset(${input}::jsonb) as r(at text, tag text)
            returning id, split_part(draft_id, '-', 6) as tag`
      : sql`insert into form_drafts (form_id, draft_id, answers, last_updated)
            select ${formId}, ${crypto.randomUUID()} || '-' || r.tag, '{}'::jsonb, r.at::timestamptz
            from jsonb_to_recordset(${input}::jsonb) as r(at text, tag text)
            returning id, split_part(draft_id, '-', 6) as tag`;
  const rows = await queryRows<{ id: string | number; tag: string }>(t.database.db, insert);
  return rows.map((r): Inserted => ({ id: Number(r.id), us: stamps[Number(r.tag)]! }));
}

/** Every id the route lists for this status, page by page, in the order it gives them. */
async function pageThrough(status: 'completed' | 'partial', limit: number): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ status, limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const res = await owner.get(`/api/forms/${formId}/responses?${query}`);
    expect(res.statusCode).toBe(200);
    const page = responseListSchema.parse(res.json());
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items.map((item) => Number(item.id)));
    cursor = page.nextCursor;
    // A cursor that never ends would otherwise loop until the test times out.
    expect(seen.length).toBeLessThanOrEqual(1000);
  } while (cursor);
  return seen;
}

const newestFirst = (rows: Inserted[]) =>
  [...rows].sort((a, b) => b.us - a.us || b.id - a.id).map((r) => r.id);

/**
 * Timestamps clustered around one instant: the same microsecond many times over, neighbours 1 µs
 * and 1 ms away, and a base fraction that is zero (PostgreSQL prints no fraction then), a
 * millisecond plus microseconds (lost by a millisecond cursor) or just below a whole second.
 */
const stampsArbitrary = fc
  .tuple(
    fc.constantFrom(0, 123_456, 999_999),
    fc.array(
      fc.record({ ms: fc.integer({ min: 0, max: 2 }), us: fc.integer({ min: 0, max: 2 }) }),
      { minLength: 1, maxLength: 30 },
    ),
  )
  .map(([fraction, offsets]) => offsets.map((o) => BASE_SECOND_US + fraction + o.ms * 1000 + o.us));

describe('keyset paging over tied timestamps', () => {
  it('lists every response and every draft exactly once, newest first, at any page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        stampsArbitrary,
        fc.oneof(fc.integer({ min: 1, max: 7 }), fc.constantFrom(50, 200)),
        async (stamps, limit) => {
          await t.database.db.execute(sql`delete from responses where form_id = ${formId}`);
          await t.database.db.execute(sql`delete from form_drafts where form_id = ${formId}`);
          const responses = await insertRows('responses', stamps);
          const drafts = await insertRows('form_drafts', [...stamps].reverse());

          expect(await pageThrough('completed', limit)).toEqual(newestFirst(responses));
          expect(await pageThrough('partial', limit)).toEqual(newestFirst(drafts));
        },
      ),
      // Each run pages through up to 60 rows over HTTP; a few dozen runs cover the shapes above.
      { numRuns: 25 },
    );
  }, 120_000);

  it('rejects a cursor it did not make with a 400', async () => {
    const forged = [
      'not base64 at all!',
      Buffer.from('["2026-02-31T00:00:00.000000Z","1"]').toString('base64url'),
      Buffer.from('["2026-05-06T07:08:09.123456Z","99999999999999999999"]').toString('base64url'),
      Buffer.from('["2026-05-06 07:08:09+00","1"]').toString('base64url'),
      Buffer.from('{"at":"2026-05-06T07:08:09.123456Z","id":"1"}').toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await owner.get(
        `/api/forms/${formId}/responses?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
