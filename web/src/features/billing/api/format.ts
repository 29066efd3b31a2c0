/** How billing shows money and dates: in English, as the rest of the product's texts are. */

/**
 * An amount in the currency's minor unit (cents) as "$12" or "$12.50": whole amounts drop the
 * ".00" so a price list reads cleanly, other amounts keep both decimals.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  const amount = minorUnits / 100;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** "March 5, 2026": a billing date, in UTC so it is the day Stripe and the server mean. */
export function formatBillingDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/** "Mar 5, 2026, 14:03": a ledger entry's time, in the viewer's own time zone. */
export function formatLedgerTime(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat('en', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(value);
}

/** "+10" and "−1": a ledger amount with its sign, so a spend never reads as a grant. */
export function formatCreditAmount(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return '0';
}
