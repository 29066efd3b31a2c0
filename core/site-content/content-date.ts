/**
 * "Last updated 25 November 2026": the same text on the server-rendered page and in the app (no
 * locale or time zone of the machine involved), so the page does not change when the app takes over.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** An ISO timestamp as a UTC calendar date, e.g. "25 November 2026"; '' when it is not a date. */
export function formatContentDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T/.exec(iso);
  if (!match) return '';
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${Number(day)} ${name} ${year}` : '';
}
