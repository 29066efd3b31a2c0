/**
 * Dates for DATE_BEFORE / DATE_AFTER / DATE_BETWEEN, parsed by hand so that the browser and the
 * server agree whatever their time zone:
 *
 * - `yyyy-mm-dd` (a real calendar day) is a day;
 * - `yyyy-mm-ddTHH:MM[:SS[.fff]][Z|±HH:MM]` is an instant; without an offset it is read as UTC.
 *
 * Two instants compare by time. When either side is only a day, both compare by the day written
 * in the text (the date part of a date-time, as the respondent's device wrote it).
 */
export interface IsoDate {
  /** yyyy-mm-dd as written. */
  day: string;
  /** Milliseconds since the epoch for a date-time; null for a plain day. */
  instant: number | null;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

const CYCLE_MS = 146_097 * 86_400_000;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function parseIsoDate(value: unknown): IsoDate | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const m = DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, hh, mi, ss, frac, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const date = Number(d);
  if (month < 1 || month > 12 || date < 1 || date > daysInMonth(year, month)) return null;
  const day = `${y}-${mo}-${d}`;
  if (hh === undefined) return { day, instant: null };
  const hours = Number(hh);
  const minutes = Number(mi);
  const seconds = Number(ss ?? 0);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const millis = Math.floor(Number(`0.${frac ?? '0'}`) * 1000);
  let offset = 0;
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    const oh = Number(digits.slice(1, 3));
    const om = Number(digits.slice(3, 5));
    if (oh > 23 || om > 59) return null;
    offset = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om);
  }
  // Shifted by one 400-year Gregorian cycle so that years below 100 are not read as 19xx.
  const utc = Date.UTC(year + 400, month - 1, date, hours, minutes, seconds, millis) - CYCLE_MS;
  const instant = utc - offset * 60_000;
  return { day, instant };
}

/** Negative when a is earlier, 0 when the same (day or instant), positive when later. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  if (a.instant !== null && b.instant !== null) return Math.sign(a.instant - b.instant);
  return a.day < b.day ? -1 : a.day > b.day ? 1 : 0;
}
