/**
 * ADR 045's next step: for a question the rollup counts by value, the form's distinct stored
 * answers are few (`answer_counts`), so the server runs the logic engine itself over each of them
 * and the filter becomes a hash lookup per row instead of the generic compiled predicate (type
 * dispatch, trim, NFC, lower on every row).
 *
 * Exact by construction, whatever the rollup holds: a row whose answer is in neither set (stored
 * after the sets were read, or a question the rollup does not count by value) still goes through
 * the generic predicate, and a missing answer gets the engine's verdict on no answer (true for a
 * negated operator). A stale or partial set can only make a read slower, never different.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Condition } from '@core/form/definition';
import { evaluateCondition } from '@core/logic';
import { isEmptyFor } from '@core/logic/question-type-info';
import type { Db } from '../../../db/database';
import { queryRows } from '../query-rows';
import type { CheckedFilters } from './result-scope';
import type { CheckedCondition } from './validate-filters';

/**
 * Above this many distinct answers the sets are not used: reading and judging them would cost
 * more than they save, and such a question is free text in all but name.
 */
export const VALUE_SET_CAP = 1000;

/** A condition's verdicts on the stored answers, as their JSON texts. */
export interface ValueSet {
  matching: string[];
  failing: string[];
  /** The engine's verdict on a missing answer. */
  missing: boolean;
}

/** The engine's verdict on one answer (undefined: no answer), as a form's rules read it. */
function engineHolds(c: CheckedCondition, answer: unknown): boolean {
  const condition = { ...c.asGiven, caseSensitive: c.asGiven.caseSensitive === true } as Condition;
  const answers = answer === undefined ? {} : { [c.question.id]: answer };
  return evaluateCondition(condition, answers as never, isEmptyFor(c.question.type));
}

/** The question's distinct stored answers, or null when it is not counted by value or has too many. */
async function storedAnswers(
  db: Db,
  formId: string,
  questionId: string,
  cap: number,
): Promise<{ text: string; answer: unknown }[] | null> {
  const listed = await queryRows(
    db,
    sql`select 1 from answer_rollups where form_id = ${formId} and question_id = ${questionId} and by_value`,
  );
  if (listed.length === 0) return null;
  const rows = await queryRows<{ text: string; answer: unknown }>(
    db,
    sql`select answer::text as text, answer from answer_counts
        where form_id = ${formId} and question_id = ${questionId}
        group by answer limit ${cap + 1}`,
  );
  return rows.length > cap ? null : rows;
}

/** The engine's verdicts for one condition, or null to keep the generic predicate. */
export async function valueSetFor(
  db: Db,
  formId: string,
  c: CheckedCondition,
  cap = VALUE_SET_CAP,
): Promise<ValueSet | null> {
  const stored = await storedAnswers(db, formId, c.question.id, cap);
  if (!stored) return null;
  const set: ValueSet = { matching: [], failing: [], missing: engineHolds(c, undefined) };
  for (const { text, answer } of stored) {
    (engineHolds(c, answer) ? set.matching : set.failing).push(text);
  }
  return set;
}

/** The filters with each condition's value set attached where the rollup allows one. */
export async function withValueSets(
  db: Db,
  formId: string,
  filters: CheckedFilters,
  cap = VALUE_SET_CAP,
): Promise<CheckedFilters> {
  if (filters.conditions.length === 0) return filters;
  const conditions = await Promise.all(
    filters.conditions.map(async (c) => ({
      ...c,
      values: (await valueSetFor(db, formId, c, cap)) ?? undefined,
    })),
  );
  return { ...filters, conditions };
}

/** The JSON texts as a set to look a row's answer up in (a hashed subplan, one bound parameter). */
const inSet = (x: SQL, texts: readonly string[]): SQL =>
  sql`${x} in (select e from jsonb_array_elements(${`[${texts.join(',')}]`}::jsonb) as s(e))`;

/**
 * The strings among the JSON texts that a row's answer as text (`->>`) finds alone: those no other
 * JSON value prints as. A number's text opens with a digit or "-", an array's with "[", an
 * object's with "{", a boolean's is true or false, and null has none.
 */
function plainStrings(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    if (!text.startsWith('"')) return [];
    const value = JSON.parse(text) as string;
    return /^[-\d[{]/.test(value) || value === 'true' || value === 'false' ? [] : [value];
  });
}

/** The answer's text looked up among plain strings (a hashed subplan); nothing when there are none. */
const amongStrings = (text: SQL, strings: readonly string[], verdict: boolean): SQL[] =>
  strings.length === 0
    ? []
    : [
        sql`when ${text} in (select e from jsonb_array_elements_text(${JSON.stringify(strings)}::jsonb) as s(e)) then ${sql.raw(String(verdict))}`,
      ];

/**
 * The condition by lookup, the generic predicate only for answers in neither set. `text` is the
 * answer as text (`->>`): a string answer is decided by it alone, as a hand-written
 * `answers ->> 'q' = 'v'` is, before the JSON is extracted. Then the JSON lookups: a row that
 * answered is decided by its first look at the answer (a missing one is in neither set,
 * `null in (...)` being no match), where asking for no answer first took two.
 */
export function valueSetSql(x: SQL, text: SQL, set: ValueSet, generic: SQL): SQL {
  const whens = [
    ...amongStrings(text, plainStrings(set.matching), true),
    ...amongStrings(text, plainStrings(set.failing), false),
    sql`when ${inSet(x, set.matching)} then true`,
    sql`when ${inSet(x, set.failing)} then false`,
    sql`when ${x} is null then ${set.missing}::boolean`,
  ];
  return sql`(case ${sql.join(whens, sql` `)} else ${generic} end)`;
}
