/** How the console shows dates and numbers: in English, as the rest of the product's texts are. */

const dateFormat = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('en', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const numberFormat = new Intl.NumberFormat('en');

function parse(date: string): Date | null {
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? null : value;
}

/** "Mar 5, 2026", in the viewer's time zone. */
export function formatDate(date: string | null): string {
  const value = date ? parse(date) : null;
  return value ? dateFormat.format(value) : '';
}

/** "Mar 5, 2026, 14:03", in the viewer's time zone. */
export function formatDateTime(date: string | null): string {
  const value = date ? parse(date) : null;
  return value ? dateTimeFormat.format(value) : '';
}

/** A UTC calendar day (YYYY-MM-DD, as the server's series sends it) as "Mar 5". */
export function formatDay(day: string): string {
  const value = parse(`${day}T00:00:00Z`);
  return value
    ? new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        value,
      )
    : day;
}

/** A UTC calendar day as "March 5, 2026" (Pro "until" dates are whole UTC days). */
export function formatLongDay(date: string): string {
  const value = parse(date.length === 10 ? `${date}T00:00:00Z` : date);
  return value
    ? new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(value)
    : date;
}

/** "12,345". */
export function formatCount(n: number): string {
  return numberFormat.format(n);
}

/** "+10" and "−1": a credit change with its sign, so a removal never reads as a grant. */
export function formatCreditChange(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return '0';
}

/** Today in UTC plus `days`, YYYY-MM-DD ("Pro until" is a whole UTC day; today is the earliest). */
export function utcDay(days = 0, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}
