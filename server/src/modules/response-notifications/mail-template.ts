/**
 * A rendered mail with named holes, filled either in Node or inside an SQL statement.
 *
 * The immediate new-response mail is written by the submission's own statement (same
 * transaction, no extra round trip), so its per-recipient parts (title, answers, address, token)
 * are only known to SQL. We render the mail once with renderMail, marking each hole, and cut it
 * into literal segments: Node joins them with escaped values, SQL concatenates them with escaped
 * column expressions. Concatenation (not search and replace) means a value can never be read as
 * another hole, whatever it contains.
 */
import escapeHtml from 'escape-html';

export type Slot = 'what' | 'whatLower' | 'title' | 'summary' | 'form' | 'token';

/** A private-use character: nothing renderMail escapes, and no text we write contains it. */
const MARK = '\uE000';
const HOLE = /\uE000([A-Za-z]+)\uE000/g;

/** The marker renderMail is given in place of a value; it survives its escaping unchanged. */
export const hole = (slot: Slot) => `${MARK}${slot}${MARK}`;

export interface Template {
  /** Literal text: always one more than `slots`. */
  segments: string[];
  slots: Slot[];
}

export function compileTemplate(rendered: string): Template {
  const segments: string[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const match of rendered.matchAll(HOLE)) {
    segments.push(rendered.slice(last, match.index));
    slots.push(match[1] as Slot);
    last = match.index + match[0].length;
  }
  segments.push(rendered.slice(last));
  return { segments, slots };
}

/** A value as the HTML part shows it: escaped like renderMail does, answers on their own lines. */
export function htmlValue(slot: Slot, value: string): string {
  const escaped = escapeHtml(value);
  return slot === 'summary' ? escaped.replaceAll('\n', '<br>') : escaped;
}

export function fillTemplate(
  template: Template,
  values: Record<Slot, string>,
  html: boolean,
): string {
  let out = template.segments[0]!;
  template.slots.forEach((slot, i) => {
    const value = values[slot];
    out += (html ? htmlValue(slot, value) : value) + template.segments[i + 1]!;
  });
  return out;
}

/** escape-html's five replacements, in SQL, for a text expression. */
export function sqlEscapeHtml(expr: string): string {
  return `replace(replace(replace(replace(replace(${expr}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
}

/**
 * SQL concatenating the template's segments (the text[] parameter `param`) with the given SQL
 * expressions; in the HTML part, each value is escaped as htmlValue does.
 */
export function templateSql(
  template: Template,
  param: string,
  values: Record<Slot, string>,
  html: boolean,
): string {
  const parts = [`(${param}::text[])[1]`];
  template.slots.forEach((slot, i) => {
    let value = `coalesce(${values[slot]}, '')`;
    if (html) value = sqlEscapeHtml(value);
    if (html && slot === 'summary') value = `replace(${value}, E'\\n', '<br>')`;
    parts.push(value, `(${param}::text[])[${i + 2}]`);
  });
  return parts.join(' || ');
}
