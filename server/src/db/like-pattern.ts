/**
 * LIKE and ILIKE patterns built from a user's text. In a pattern `%` and `_` are wildcards and
 * `\` escapes them, so text that reaches one unescaped matches far more than it says (a search
 * for "_" matches everything). The escape character is named explicitly rather than left to the
 * server's default, and patterns go as parameters, never spliced into the statement.
 */
import { type SQL, sql } from 'drizzle-orm';

/** `text` with every `\`, `%` and `_` escaped by a backslash, to match literally. */
export const escapeLikePattern = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** True where `value` contains `text` as it is, ignoring case. */
export const containsText = (value: SQL, text: string): SQL =>
  sql`${value} ilike ${`%${escapeLikePattern(text)}%`} escape '\\'`;
