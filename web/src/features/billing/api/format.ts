/**
 * How billing shows money and credit amounts, in English as the rest of the product's texts are.
 * Its dates are the app's own (lib/format-date.ts). A billing date (a renewal, an end, a credit's
 * expiry) is shown as its UTC day (formatDateUtc): Pro an admin grants lasts to the end of a UTC
 * day, and "until January 31" must not read February 1 in New Zealand.
 */

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

/** "+10" and "−1": a ledger amount with its sign, so a spend never reads as a grant. */
export function formatCreditAmount(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return '0';
}
