/**
 * DATE_BEFORE / DATE_AFTER / DATE_BETWEEN on one answer item, as core/logic/iso-dates.ts reads
 * dates: the item is text of at most 40 characters that, trimmed, is `yyyy-mm-dd` (a real
 * calendar day) optionally followed by a valid time and offset. A filter's operands are days
 * (validate-filters.ts), and against a day the engine compares the days as written, so the
 * comparison is on the item's first ten characters, as text (yyyy-mm-dd sorts as it reads).
 */
import { type SQL, sql } from 'drizzle-orm';
import { trimmed } from './answer-sql';

const ISO_DATE =
  '^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\\.[0-9]{1,9})?)?(Z|[+-]([0-9]{2}):?([0-9]{2}))?)?$';

export type DateOperator = 'DATE_BEFORE' | 'DATE_AFTER' | 'DATE_BETWEEN';

/** The item's day when it is a valid ISO date (parseIsoDate), else null. */
function validDay(item: SQL): SQL {
  const text = trimmed(sql`(${item} #>> '{}')`);
  return sql`(select case when
      m[2]::int between 1 and 12
      and m[3]::int between 1 and (case
        when m[2]::int = 2 then (case when (m[1]::int % 4 = 0 and m[1]::int % 100 <> 0) or m[1]::int % 400 = 0 then 29 else 28 end)
        when m[2]::int in (4, 6, 9, 11) then 30 else 31 end)
      and coalesce(m[4]::int <= 23 and m[5]::int <= 59, true)
      and coalesce(m[6]::int <= 59, true)
      and coalesce(m[8]::int <= 23 and m[9]::int <= 59, true)
    then m[1] || '-' || m[2] || '-' || m[3] end
    from (select case when jsonb_typeof(${item}) = 'string' and char_length(${item} #>> '{}') <= 40
                      then regexp_match(${text}, ${ISO_DATE}::text, 'i') end as m) parsed)`;
}

/** Whether one item of the answer is a date on the right side of the operand day(s). */
export function dateItemMatches(item: SQL, operator: DateOperator, operand: unknown): SQL {
  const day = validDay(item);
  if (operator === 'DATE_BETWEEN') {
    const [from, to] = operand as [string, string];
    return sql`coalesce(${day} between ${from}::text and ${to}::text, false)`;
  }
  const op = operator === 'DATE_BEFORE' ? sql.raw('<') : sql.raw('>');
  return sql`coalesce(${day} ${op} ${operand as string}::text, false)`;
}
