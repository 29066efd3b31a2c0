import { describe, expect, it } from 'vitest';
import { formatBillingDate, formatCreditAmount, formatMoney } from './format';

describe('billing formats', () => {
  it('drops ".00" from whole prices and keeps cents otherwise', () => {
    expect(formatMoney(1200, 'usd')).toBe('$12');
    expect(formatMoney(1250, 'usd')).toBe('$12.50');
    expect(formatMoney(12000, 'eur')).toBe('€120');
  });

  it('shows a billing date as the UTC day the server means', () => {
    expect(formatBillingDate('2026-03-05T23:30:00.000Z')).toBe('March 5, 2026');
    expect(formatBillingDate('not a date')).toBe('');
  });

  it('signs ledger amounts', () => {
    expect(formatCreditAmount(10)).toBe('+10');
    expect(formatCreditAmount(-1)).toBe('\u22121');
    expect(formatCreditAmount(0)).toBe('0');
  });
});
