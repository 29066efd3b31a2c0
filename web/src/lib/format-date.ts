/**
 * Every date and time the app shows, in one style and in the viewer's locale (their browser's
 * language): "Apr 15, 2026" for an American reader, "15 Apr 2026" for a British one, "15.04.2026"
 * for a German one, with times on the reader's own clock (12 or 24 hours), and relative times
 * in their language. The product's own words around them stay English.
 *
 * Instants (a response's time, a sign-in) show in the viewer's time zone. Only values that name a
 * whole UTC day go through the `Utc` formatters: a YYYY-MM-DD, the days and weeks of a series, and
 * billing dates (Pro an admin grants lasts to the end of a UTC day; billing/api/format.ts). In the
 * viewer's zone they would read as the day before or after.
 *
 * One exception: a content page's "Last updated" date is core's formatContentDate, the text the
 * server prerenders the page with. The server knows no viewer's locale, and the date must not
 * change when the app takes the page over.
 */

type DateInput = Date | string | null | undefined;

/** The viewer's first language, read on each call so a test can pin it; Intl's default if none. */
function viewerLocale(): string | undefined {
  return (typeof navigator !== 'undefined' && navigator.language) || undefined;
}

// Building a formatter costs far more than using one, and lists format hundreds of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = viewerLocale();
  const key = `${locale ?? ''} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/** A Date, or null for nothing or nonsense. A bare YYYY-MM-DD reads as that day's UTC midnight. */
function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  return date ? formatter(options).format(date) : '';
}

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const UTC = { timeZone: 'UTC' } as const;

/** "Apr 15, 2026" in the viewer's time zone; '' for no date. */
export function formatDate(value: DateInput): string {
  return format(value, DATE);
}

/** A whole UTC day ("2026-04-15", or an instant that stands for one) as "Apr 15, 2026". */
export function formatDateUtc(value: DateInput): string {
  return format(value, { ...DATE, ...UTC });
}

/** "Apr 15, 2026, 2:03 PM"; with `seconds`, "Apr 15, 2026, 2:03:07 PM" (logs need them). */
export function formatDateTime(value: DateInput, { seconds = false } = {}): string {
  return format(value, { ...DATE, timeStyle: seconds ? 'medium' : 'short' });
}

/** A chart's day: "Apr 15", of a UTC day (a daily series, the week a period starts). */
export function formatDayUtc(value: DateInput): string {
  return format(value, { month: 'short', day: 'numeric', ...UTC });
}

/** A chart's month: "Apr 2026", or "Apr 26" where an axis is short of room. */
export function formatMonthUtc(value: DateInput, { short = false } = {}): string {
  return format(value, { month: 'short', year: short ? '2-digit' : 'numeric', ...UTC });
}

const relativeFormatters = new Map<string | undefined, Intl.RelativeTimeFormat>();

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/**
 * "3 minutes ago", "yesterday", "in 2 days", "this minute": a time relative to `now`, in the
 * viewer's locale; '' for no date. Under 45 seconds reads as this minute, the finest a list needs.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = viewerLocale();
  let relative = relativeFormatters.get(locale);
  if (!relative) {
    relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormatters.set(locale, relative);
  }
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  if (Math.abs(seconds) < 45) return relative.format(0, 'minute');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(Math.sign(seconds), 'minute');
}
