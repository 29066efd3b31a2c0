/**
 * Keyset cursors over (timestamp, id). Rows written by one statement share a timestamp to the
 * microsecond (batched submissions, ADR 013), and a JavaScript Date keeps only milliseconds, so a
 * cursor must carry the timestamp exactly as PostgreSQL stores it and break ties by id; anything
 * less skips or repeats rows at page boundaries. To clients the cursor is an opaque string.
 */
import { type SQL, sql } from 'drizzle-orm';

export interface KeysetPosition {
  /** The row's timestamp in UTC, ISO 8601 with all six fractional digits. */
  at: string;
  /** The row's id (bigint or serial), as decimal text. */
  id: string;
}

/**
 * `column` as ISO 8601 text in UTC with microseconds, whatever the session's TimeZone and
 * DateStyle: select it alongside the row to build its cursor.
 */
export const exactTimestamp = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after `position` in the order `column desc, id desc` (or `asc, asc`). */
export function keysetAfter(
  column: SQL,
  id: SQL,
  position: KeysetPosition,
  direction: 'asc' | 'desc',
): SQL {
  const key = sql`(${position.at}::timestamptz, ${position.id}::bigint)`;
  return direction === 'desc' ? sql`(${column}, ${id}) < ${key}` : sql`(${column}, ${id}) > ${key}`;
}

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');
}

const ISO_UTC = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;
/** Ids are positive and fit in a bigint (at most 9223372036854775807). */
const ID = /^[1-9]\d{0,17}$/;

/**
 * The position a cursor from `encodeCursor` names, or null when the text is not one. Checked
 * fully here so that a forged cursor is a 400, never a database error.
 */
export function decodeCursor(cursor: string): KeysetPosition | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !ID.test(id)) return null;
  const match = ISO_UTC.exec(at);
  if (!match) return null;
  // A date that does not exist (February 31st, 24:00) is invalid or reads back as another one.
  const date = new Date(`${match[1]}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== match[1]) return null;
  return { at, id };
}
