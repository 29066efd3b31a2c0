/**
 * SQL twins of core/logic's answer helpers (answer-values.ts, compare-values.ts): each takes a
 * jsonb expression (an answer, or one item of it) and gives what the JavaScript helper gives, as
 * a total expression (never an error, whatever the stored JSON). Operands arrive as bound
 * parameters only. ADR 045 lists where the two can still differ (characters PostgreSQL folds
 * otherwise than JavaScript, numbers written with exponents of three digits).
 */
import { type SQL, sql } from 'drizzle-orm';
import { toFiniteNumber } from '@core/logic/answer-values';
import { booleanOf } from '@core/logic/compare-values';

/** Every character JavaScript's String.prototype.trim removes, for btrim (bound, never inlined). */
export const JS_WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * toFiniteNumber's pattern, in PostgreSQL's syntax. The exponent has at most two digits and the
 * text at most 200 characters, so the float8 cast can neither overflow nor underflow: a longer
 * numeric text counts as no number here (ADR 045).
 */
const NUMERIC_TEXT = '^[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]{1,2})?$';

export const trimmed = (text: SQL): SQL => sql`btrim(${text}, ${JS_WHITESPACE}::text)`;

/** foldText: NFC, and lower case unless case sensitive. */
export const folded = (text: SQL, caseSensitive: boolean): SQL =>
  caseSensitive ? sql`normalize(${text}, NFC)` : sql`lower(normalize(${text}, NFC))`;

/** scalarText: a string, a number or a boolean as text; null for anything else. */
export const scalarText = (x: SQL): SQL =>
  sql`(case when jsonb_typeof(${x}) in ('string', 'number', 'boolean') then ${x} #>> '{}' end)`;

/**
 * The number an average counts: a JSON number only (a score's stored answer), as numeric so a
 * sum of a million answers stays exact. The trends endpoint and the shared report's trend share
 * it, so the two never average differently.
 */
export const averagedNumber = (x: SQL): SQL =>
  sql`(case when jsonb_typeof(${x}) = 'number' then (${x} #>> '{}')::numeric end)`;

/** toFiniteNumber: a JSON number, or text that is entirely a decimal number; else null. */
export function finiteNumber(x: SQL): SQL {
  const text = trimmed(sql`(${x} #>> '{}')`);
  return sql`(case jsonb_typeof(${x})
    when 'number' then (${x} #>> '{}')::float8
    when 'string' then (case when char_length(${text}) <= 200 and ${text} ~ ${NUMERIC_TEXT}::text
                             then ${text}::float8 end)
    end)`;
}

/** isBlank: absent, null, blank text, [] or {} (a JSON number is always finite). */
export function blank(x: SQL): SQL {
  return sql`(${x} is null or jsonb_typeof(${x}) = 'null'
    or (jsonb_typeof(${x}) = 'string' and ${trimmed(sql`(${x} #>> '{}')`)} = '')
    or (jsonb_typeof(${x}) = 'array' and jsonb_array_length(${x}) = 0)
    or (jsonb_typeof(${x}) = 'object' and ${x} = '{}'::jsonb))`;
}

/** booleanOf over a jsonb value: true, false or null (not a boolean). */
const sqlBooleanOf = (x: SQL): SQL => sql`(case
    when jsonb_typeof(${x}) = 'boolean' then (${x})::text::boolean
    when jsonb_typeof(${x}) = 'string' then (case lower(${trimmed(sql`(${x} #>> '{}')`)})
      when 'true' then true when 'yes' then true when 'false' then false when 'no' then false end)
    end)`;

export type Scalar = string | number | boolean;

/**
 * scalarsEqual(x, operand) for a scalar operand known when the query is built. The rules'
 * order is the engine's: numbers first, then booleans, then folded text. A numeric operand
 * cannot equal non-numeric text (no folding turns text into digits), nor a boolean.
 */
export function scalarEquals(x: SQL, operand: Scalar, caseSensitive: boolean): SQL {
  const n = toFiniteNumber(operand);
  if (n !== null) return sql`coalesce(${finiteNumber(x)} = ${n}::float8, false)`;
  if (typeof operand === 'boolean') {
    return sql`coalesce(jsonb_typeof(${x}) in ('boolean', 'string') and ${sqlBooleanOf(x)} = ${operand}::boolean, false)`;
  }
  const b = booleanOf(operand);
  const asBoolean =
    b === null
      ? sql`false`
      : sql`(jsonb_typeof(${x}) = 'boolean' and (${x})::text::boolean = ${b}::boolean)`;
  // A number answer against non-numeric text: its text can never fold to the operand's.
  return sql`coalesce(${asBoolean} or (jsonb_typeof(${x}) = 'string' and ${folded(trimmed(sql`(${x} #>> '{}')`), caseSensitive)} = ${folded(trimmed(sql`${operand}::text`), caseSensitive)}), false)`;
}

/** Some of the operands equals x. */
export const equalsAny = (x: SQL, operands: readonly Scalar[], caseSensitive: boolean): SQL =>
  sql`(${sql.join(
    operands.map((v) => scalarEquals(x, v, caseSensitive)),
    sql` or `,
  )})`;
