import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, responses } from '../db/schema';
import { ensurePairRollup, ensureTrendRollup } from '../modules/responses/answer-rollup';
import { queryRows } from '../modules/responses/query-rows';
import { openTestDatabase } from '../test-support/test-app';
import { dropIdleRollups, ROLLUP_IDLE_DAYS } from './drop-idle-rollups';

let t: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t.database.close();
  await t.drop();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => t.database.db;

async function respond(formId: string, colour: string, size: string) {
  await db().insert(responses).values({ formId, answers: { colour, size }, completed: true });
}

/** The counts the triggers keep for a form: its hourly trend counts and its pair counts. */
async function counted(formId: string) {
  const [row] = await queryRows<{ hours: string | null; pairs: string | null }>(
    db(),
    sql`select (select sum(n) from answer_hours where form_id = ${formId}) as hours,
               (select sum(n) from answer_pair_counts where form_id = ${formId}) as pairs`,
  );
  return { hours: Number(row!.hours ?? 0), pairs: Number(row!.pairs ?? 0) };
}

async function readAt(table: 'answer_trends' | 'answer_pairs', formId: string) {
  const [row] = await queryRows<{ read_at: string | Date }>(
    db(),
    sql`select read_at from ${sql.raw(table)} where form_id = ${formId}`,
  );
  return new Date(row!.read_at).getTime();
}

async function age(formId: string, days: number) {
  for (const table of ['answer_trends', 'answer_pairs']) {
    await db().execute(
      sql`update ${sql.raw(table)} set read_at = now() - make_interval(days => ${days})
          where form_id = ${formId}`,
    );
  }
}

describe('dropIdleRollups', () => {
  it('drops the trends and cross-tabs nobody read for 30 days, and lists them again when read', async () => {
    await db()
      .insert(forms)
      .values([
        { id: 'idle', title: 'Idle', anonymousId: 'g1' },
        { id: 'busy', title: 'Busy', anonymousId: 'g2' },
      ]);
    for (const formId of ['idle', 'busy']) {
      await respond(formId, 'red', 'S');
      await ensureTrendRollup(db(), formId, 'colour', true);
      await ensurePairRollup(db(), formId, 'colour', 'size');
      await respond(formId, 'blue', 'M');
      expect(await counted(formId)).toEqual({ hours: 2, pairs: 2 });
    }
    await age('idle', ROLLUP_IDLE_DAYS + 1);
    await age('busy', ROLLUP_IDLE_DAYS - 1);

    expect(await dropIdleRollups(db())).toEqual({ trends: 1, pairs: 1 });
    expect(await counted('idle')).toEqual({ hours: 0, pairs: 0 });
    expect(await counted('busy')).toEqual({ hours: 2, pairs: 2 });
    // Nothing left to drop: a second run changes nothing.
    expect(await dropIdleRollups(db())).toEqual({ trends: 0, pairs: 0 });

    // Submissions go on, and count nothing for the dropped listings.
    await respond('idle', 'red', 'M');
    await respond('busy', 'red', 'M');
    expect(await counted('idle')).toEqual({ hours: 0, pairs: 0 });
    expect(await counted('busy')).toEqual({ hours: 3, pairs: 3 });

    // The next read lists them again and counts every stored response, as the first did.
    await ensureTrendRollup(db(), 'idle', 'colour', true);
    await ensurePairRollup(db(), 'idle', 'colour', 'size');
    expect(await counted('idle')).toEqual({ hours: 3, pairs: 3 });

    // Thirty days on from now, the busy form's listings would go too.
    const later = new Date(Date.now() + 2 * DAY_MS);
    expect(await dropIdleRollups(db(), later)).toEqual({ trends: 1, pairs: 1 });
    expect(await counted('busy')).toEqual({ hours: 0, pairs: 0 });
  });

  it('marks a listing read when a trend or cross-tab reads it, at most once a day', async () => {
    await db().insert(forms).values({ id: 'read', title: 'Read', anonymousId: 'g3' });
    await respond('read', 'red', 'S');
    await ensureTrendRollup(db(), 'read', 'colour', true);
    await ensurePairRollup(db(), 'read', 'colour', 'size');

    // Read an hour ago: reading again writes nothing.
    await db().execute(sql`update answer_trends set read_at = now() - interval '1 hour'
      where form_id = 'read'`);
    await db().execute(sql`update answer_pairs set read_at = now() - interval '1 hour'
      where form_id = 'read'`);
    const trendRead = await readAt('answer_trends', 'read');
    const pairRead = await readAt('answer_pairs', 'read');
    expect(trendRead).toBeLessThan(Date.now() - 30 * 60 * 1000);
    await ensureTrendRollup(db(), 'read', 'colour', true);
    await ensurePairRollup(db(), 'read', 'colour', 'size');
    expect(await readAt('answer_trends', 'read')).toBe(trendRead);
    expect(await readAt('answer_pairs', 'read')).toBe(pairRead);

    // Read 29 days ago: reading marks it read now, so the job keeps it a month more.
    await age('read', ROLLUP_IDLE_DAYS - 1);
    const before = Date.now() - DAY_MS;
    await ensureTrendRollup(db(), 'read', 'colour', true);
    await ensurePairRollup(db(), 'read', 'colour', 'size');
    expect(await readAt('answer_trends', 'read')).toBeGreaterThan(before);
    expect(await readAt('answer_pairs', 'read')).toBeGreaterThan(before);
    expect(await dropIdleRollups(db(), new Date(Date.now() + 2 * DAY_MS))).toEqual({
      trends: 0,
      pairs: 0,
    });
    expect(await counted('read')).toEqual({ hours: 1, pairs: 1 });
  });
});
