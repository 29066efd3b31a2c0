/**
 * How the console shows numbers and credit changes, in English as the rest of the product's texts
 * are. Dates and times are the app's own (lib/format-date.ts), in the viewer's locale.
 */

const numberFormat = new Intl.NumberFormat('en');

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
