/**
 * One filter condition as a SQL predicate over a row's `answers`, with applyOperator's meaning
 * (core/logic/operators.ts): emptiness per the question type's isEmpty, negated operators true on
 * an empty answer, the others false on it, arrays and objects treated as the engine treats them.
 * The condition was validated first (validate-filters.ts): the operator fits the question's type
 * and the operand has the shape that operator takes there, so only those shapes are compiled.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Question } from '@core/form/definition';
import type { FilterCondition } from '@core/api/result-filters';
import { isBlank } from '@core/question-types/shared/define';
import { getQuestionType } from '@core/question-types/registry';
import { GRID_OPERATORS } from '@core/question-types/shared/operators';
import {
  blank,
  equalsAny,
  folded,
  finiteNumber,
  type Scalar,
  scalarEquals,
  scalarText,
} from './answer-sql';
import { dateItemMatches } from './date-sql';
import { type ValueSet, valueSetSql } from './value-sets';

/** How the question's type decides emptiness, in SQL; null for a test this file does not know. */
export function emptinessOf(q: Question): ((x: SQL) => SQL) | null {
  const type = getQuestionType(q.type);
  if (type.isEmpty === isBlank) return blank;
  // Grids: empty once rows answered with nothing are set aside (shared/matrix.ts).
  if (type.operators === GRID_OPERATORS) {
    return (x) => sql`(case when jsonb_typeof(${x}) = 'object'
      then not exists (select 1 from jsonb_each(${x}) e where not ${blank(sql`e.value`)})
      else ${blank(x)} end)`;
  }
  // A payment that failed is no answer (payment.ts).
  if (q.type === 'PAYMENT') {
    return (x) =>
      sql`(${blank(x)} or (jsonb_typeof(${x}) = 'object' and ${x} -> 'status' = '"failed"'::jsonb))`;
  }
  return null;
}

/** An array's items as rows `e(v)`. */
const elements = (x: SQL) => sql`jsonb_array_elements(${x}) as e(v)`;

/** The items CONTAINS looks among: an array's elements, or an object's values (arrays flattened). */
const containedItems = (x: SQL) => sql`(case jsonb_typeof(${x})
  when 'array' then ${x}
  else (select coalesce(jsonb_agg(i), '[]'::jsonb) from (
    select e.value as i from jsonb_each(${x}) e where jsonb_typeof(e.value) <> 'array'
    union all
    select f.v from jsonb_each(${x}) e, jsonb_array_elements(e.value) as f(v) where jsonb_typeof(e.value) = 'array'
  ) items) end)`;

const asList = (value: unknown): Scalar[] => (Array.isArray(value) ? value : [value]) as Scalar[];

function positive(c: FilterCondition, x: SQL, caseSensitive: boolean): SQL {
  const value = c.value;
  switch (c.operator) {
    case 'EQUALS':
    case 'NOT_EQUALS': {
      const v = value as Scalar;
      // valuesEqual with a scalar operand: an array equals it when every item does; an object never.
      return sql`(case jsonb_typeof(${x})
        when 'array' then jsonb_array_length(${x}) > 0 and not exists (
          select 1 from ${elements(x)} where not ${scalarEquals(sql`e.v`, v, caseSensitive)})
        when 'object' then false
        else ${scalarEquals(x, v, caseSensitive)} end)`;
    }
    case 'CONTAINS':
    case 'NOT_CONTAINS': {
      const wanted = asList(value);
      const each = wanted.map(
        (w) =>
          sql`exists (select 1 from ${elements(containedItems(x))} where ${scalarEquals(sql`e.v`, w, caseSensitive)})`,
      );
      const needle = Array.isArray(value) ? null : String(value);
      const inText =
        needle === null
          ? sql`false`
          : sql`coalesce(strpos(${folded(scalarText(x), caseSensitive)}, ${folded(sql`${needle}::text`, caseSensitive)}) > 0, false)`;
      return sql`(case when jsonb_typeof(${x}) in ('array', 'object')
        then ${sql.join(each, sql` and `)} else ${inText} end)`;
    }
    case 'STARTS_WITH':
    case 'ENDS_WITH': {
      const text = folded(scalarText(x), caseSensitive);
      const part = folded(sql`${String(value)}::text`, caseSensitive);
      return c.operator === 'STARTS_WITH'
        ? sql`coalesce(starts_with(${text}, ${part}), false)`
        : sql`coalesce(right(${text}, char_length(${part})) = ${part}, false)`;
    }
    case 'GREATER_THAN':
    case 'LESS_THAN':
    case 'GREATER_THAN_OR_EQUAL':
    case 'LESS_THAN_OR_EQUAL': {
      const op = {
        GREATER_THAN: '>',
        LESS_THAN: '<',
        GREATER_THAN_OR_EQUAL: '>=',
        LESS_THAN_OR_EQUAL: '<=',
      }[c.operator];
      return sql`coalesce(${finiteNumber(x)} ${sql.raw(op)} ${Number(value)}::float8, false)`;
    }
    case 'IS_ONE_OF':
    case 'IS_NOT_ONE_OF': {
      const list = asList(value);
      return sql`(case jsonb_typeof(${x})
        when 'array' then exists (select 1 from ${elements(x)} where ${equalsAny(sql`e.v`, list, caseSensitive)})
        when 'object' then false
        else ${equalsAny(x, list, caseSensitive)} end)`;
    }
    case 'DATE_BEFORE':
    case 'DATE_AFTER':
    case 'DATE_BETWEEN': {
      const test = (item: SQL) => dateItemMatches(item, c.operator as 'DATE_BEFORE', value);
      return sql`(case when jsonb_typeof(${x}) = 'array'
        then exists (select 1 from ${elements(x)} where ${test(sql`e.v`)})
        else ${test(x)} end)`;
    }
    default:
      // REGEX_MATCH is refused by validation (ADR 045); nothing else reaches here.
      return sql`false`;
  }
}

/** The condition as the generic predicate on the answer `x`, for any stored JSON. */
function genericSql(q: Question, c: FilterCondition, x: SQL): SQL {
  const empty = emptinessOf(q)!(x);
  if (c.operator === 'IS_EMPTY') return sql`(${empty})`;
  if (c.operator === 'IS_NOT_EMPTY') return sql`(not ${empty})`;
  const caseSensitive = c.caseSensitive === true;
  const negated =
    c.operator === 'NOT_EQUALS' || c.operator === 'NOT_CONTAINS' || c.operator === 'IS_NOT_ONE_OF';
  const holds = positive(c, x, caseSensitive);
  return negated ? sql`(${empty} or not ${holds})` : sql`(not ${empty} and ${holds})`;
}

/**
 * The condition as a predicate on `answers` (a jsonb expression: the row's answers column): a
 * lookup in the engine's verdicts when they are known (value-sets.ts), else the generic predicate.
 */
export function conditionSql(
  q: Question,
  c: FilterCondition,
  answers: SQL,
  values?: ValueSet,
): SQL {
  const x = sql`(${answers} -> ${q.id})`;
  const generic = genericSql(q, c, x);
  return values ? valueSetSql(x, sql`(${answers} ->> ${q.id})`, values, generic) : generic;
}
