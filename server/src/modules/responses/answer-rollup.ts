/**
 * The answer rollup (ADR 014): for each question of a form, its responses counted by raw answer,
 * kept exact by triggers on `responses` (migration 0002) in the transaction that stores or
 * deletes them. A summary then reads a few hundred counted groups instead of scanning every
 * response once per question: at a million responses, milliseconds instead of seconds.
 *
 * The triggers count only the questions listed in `answer_rollups`. This file keeps that list in
 * step with the form's definition:
 * - `ensureAnswerRollup` lists every summarised question (and '' for the total), counting the
 *   responses already stored for any it adds. The summary calls it before reading, so a form
 *   whose responses predate the rollup, or a question whose summary kind changed, is counted once
 *   and then kept up to date.
 * - `startAnswerRollup` is the cheap variant for saving a form: it lists new questions only while
 *   the form has no responses yet (nothing to count), so the builder's autosave never scans.
 *
 * Counting existing responses holds the form's rollup lock exclusively (the insert trigger holds
 * it shared), so no response in flight can be missed by both the count and the trigger.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import type { Db } from '../../db/database';
import { answerRollups } from '../../db/schema';
import { queryRows } from './query-rows';

/** The advisory lock namespace the triggers use (the first key of the two-key form). */
export const ANSWER_ROLLUP_LOCK = 1634627954;
/** The rollup entry that counts every response of the form: its total. */
export const TOTAL = '';

interface Entry {
  questionId: string;
  /** Counted by raw answer; otherwise only whether there was an answer. */
  byValue: boolean;
}

/** Whether a question has a summary: it is answered, and its answer is kept. */
export function isSummarised(q: Question): boolean {
  const type = getQuestionType(q.type);
  return type.answerable && type.storesAnswer;
}

/** The questions a summary reads, as rollup entries, and the total. */
export function rollupEntries(questions: readonly Question[]): Entry[] {
  return [
    { questionId: TOTAL, byValue: false },
    ...questions.filter(isSummarised).map((q) => ({
      questionId: q.id,
      byValue: getQuestionType(q.type).summary !== 'recent',
    })),
  ];
}

/** The entries of `wanted` the form's rollup lacks, or lists with another kind. */
async function missingEntries(db: Db, formId: string, wanted: readonly Entry[]): Promise<Entry[]> {
  const listed = await db
    .select({ questionId: answerRollups.questionId, byValue: answerRollups.byValue })
    .from(answerRollups)
    .where(eq(answerRollups.formId, formId));
  const have = new Map(listed.map((e) => [e.questionId, e.byValue]));
  return wanted.filter((e) => have.get(e.questionId) !== e.byValue);
}

/** Counts the form's stored responses for one entry, as the insert trigger would have. */
function countStored(formId: string, entry: Entry) {
  const answer = entry.byValue ? sql`answers -> ${entry.questionId}` : sql`'true'::jsonb`;
  const answered = entry.questionId === TOTAL ? sql`true` : sql`answers ? ${entry.questionId}`;
  return sql`insert into answer_counts (form_id, question_id, answer_key, shard, answer, n)
    select ${formId}, ${entry.questionId}, md5(d.answer::text)::uuid, 0, d.answer, d.n
    from (select ${answer} as answer, count(*) as n from responses
          where form_id = ${formId} and ${answered} group by 1) d`;
}

async function formHasResponses(db: Db, formId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from responses where form_id = ${formId} limit 1`);
  return rows.length > 0;
}

/**
 * Lists `wanted` entries the form lacks, under its exclusive rollup lock, and counts the stored
 * responses for them. With `onlyIfNoResponses`, does nothing when the form has responses.
 */
async function addEntries(
  db: Db,
  formId: string,
  wanted: readonly Entry[],
  onlyIfNoResponses: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ANSWER_ROLLUP_LOCK}, hashtext(${formId}))`);
    // Another request may have done it while this one waited for the lock.
    const todo = await missingEntries(tx, formId, wanted);
    if (todo.length === 0) return;
    const hasResponses = await formHasResponses(tx, formId);
    if (hasResponses && onlyIfNoResponses) return;
    const ids = todo.map((e) => e.questionId);
    // An entry whose kind changed starts again: its counts go with it (foreign key cascade).
    await tx
      .delete(answerRollups)
      .where(and(eq(answerRollups.formId, formId), inArray(answerRollups.questionId, ids)));
    await tx.insert(answerRollups).values(todo.map((e) => ({ formId, ...e })));
    if (!hasResponses) return;
    for (const entry of todo) await tx.execute(countStored(formId, entry));
  });
}

/**
 * Every summarised question of the form is counted from here on; a no-op when it already is.
 * Each missing entry is counted in a transaction of its own: submissions to the form wait for the
 * lock while a count runs, and this way for one question's count at most (0.7 s at a million).
 */
export async function ensureAnswerRollup(
  db: Db,
  formId: string,
  questions: readonly Question[],
): Promise<void> {
  const missing = await missingEntries(db, formId, rollupEntries(questions));
  for (const entry of missing) await addEntries(db, formId, [entry], false);
}

/**
 * After a save: new questions of a form without responses are counted from its first response.
 * A form that has responses is left to `ensureAnswerRollup`, so a save never scans them.
 */
export async function startAnswerRollup(
  db: Db,
  formId: string,
  questions: readonly Question[],
): Promise<void> {
  const wanted = rollupEntries(questions);
  if ((await missingEntries(db, formId, wanted)).length === 0) return;
  // Checked before the lock too: an autosave of a form with responses never holds up submissions.
  if (await formHasResponses(db, formId)) return;
  await addEntries(db, formId, wanted, true);
}

/**
 * The trend and cross-tab rollups (ADR 058): listed on demand, by the first unfiltered trend of a
 * question or cross-tab of a pair, then kept by the same triggers (migration 0023). Listing
 * counts the stored responses once, under the form's exclusive rollup lock, as `addEntries` does.
 */
async function listUnderLock(
  db: Db,
  formId: string,
  listed: (tx: Db) => Promise<boolean>,
  list: (tx: Db) => Promise<void>,
): Promise<void> {
  if (await listed(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ANSWER_ROLLUP_LOCK}, hashtext(${formId}))`);
    // Another request may have done it while this one waited for the lock.
    if (await listed(tx)) return;
    await list(tx);
  });
}

/**
 * Marks a trend's or cross-tab's listing read, at most once a day (a read is a write only then),
 * so jobs/drop-idle-rollups.ts keeps it. Updating `read_at` locks the row against key changes
 * only, which the triggers' foreign key checks (key share) do not wait for.
 */
const touched = (table: SQL, which: SQL, formId: string) =>
  sql`update ${table} set read_at = now()
    where form_id = ${formId} and ${which} and read_at < now() - interval '1 day' returning 1`;

/**
 * The question's answers are counted per UTC hour from here on (`answer_hours`); a no-op when
 * they already are with the same kind. `byValue` keeps each raw answer, otherwise only presence.
 */
export async function ensureTrendRollup(
  db: Db,
  formId: string,
  questionId: string,
  byValue: boolean,
): Promise<void> {
  const listed = async (tx: Db) => {
    const rows = await queryRows<{ by_value: boolean }>(
      tx,
      sql`with read as (${touched(sql`answer_trends`, sql`question_id = ${questionId}`, formId)})
        select by_value from answer_trends where form_id = ${formId} and question_id = ${questionId}`,
    );
    return rows.length > 0 && rows[0]!.by_value === byValue;
  };
  await listUnderLock(db, formId, listed, async (tx) => {
    // A listing of another kind starts again: its counts go with it (foreign key cascade).
    await tx.execute(
      sql`delete from answer_trends where form_id = ${formId} and question_id = ${questionId}`,
    );
    await tx.execute(sql`insert into answer_trends (form_id, question_id, by_value)
      values (${formId}, ${questionId}, ${byValue})`);
    const answer = byValue ? sql`(answers -> ${questionId})` : sql`'true'::jsonb`;
    // Grouped by the answer's text, as the triggers do (1 and 1.0 read differently), over a
    // subquery the planner keeps (offset 0): over `answers` itself, every value distinct, it
    // would expect a group per row and sort them all.
    await tx.execute(sql`insert into answer_hours (form_id, question_id, hour, answer_key, shard, answer, n)
      select ${formId}, ${questionId}, d.hour, md5(d.answer)::uuid, 0, d.answer::jsonb, d.n
      from (select hour, answer, count(*) as n
            from (select date_trunc('hour', created_at, 'UTC') as hour, ${answer}::text as answer
                  from responses where form_id = ${formId} and answers ? ${questionId} offset 0) s
            group by 1, 2) d`);
  });
}

/** The pair's answers are counted together from here on (`answer_pair_counts`). */
export async function ensurePairRollup(
  db: Db,
  formId: string,
  rowId: string,
  columnId: string,
): Promise<void> {
  const listed = async (tx: Db) =>
    (
      await queryRows(
        tx,
        sql`with read as (${touched(sql`answer_pairs`, sql`row_id = ${rowId} and column_id = ${columnId}`, formId)})
          select 1 from answer_pairs
            where form_id = ${formId} and row_id = ${rowId} and column_id = ${columnId}`,
      )
    ).length > 0;
  await listUnderLock(db, formId, listed, async (tx) => {
    await tx.execute(sql`insert into answer_pairs (form_id, row_id, column_id)
      values (${formId}, ${rowId}, ${columnId})`);
    await tx.execute(sql`insert into answer_pair_counts
        (form_id, row_id, column_id, row_key, column_key, shard, row_answer, column_answer, n)
      select ${formId}, ${rowId}, ${columnId}, md5(d.ra)::uuid, md5(d.ca)::uuid, 0,
        d.ra::jsonb, d.ca::jsonb, d.n
      from (select ra, ca, count(*) as n
            from (select (answers -> ${rowId})::text as ra, (answers -> ${columnId})::text as ca
                  from responses
                  where form_id = ${formId} and answers ? ${rowId} and answers ? ${columnId}
                  offset 0) s
            group by 1, 2) d`);
  });
}
