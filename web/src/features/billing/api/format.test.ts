import { describe, expect, it } from 'vitest';
import { formatCreditAmount, formatMoney } from './format';

describe('billing formats', () => {
  it('drops ".00" from whole prices and keeps cents otherwise', () => {
    expect(formatMoney(1200, 'usd')).toBe('$12');
    expect(formatMoney(1250, 'usd')).toBe('$12.50');
    expect(formatMoney(12000, 'eur')).toBe('€120');
  });

  it('signs ledger amounts', () => {
    expect(formatCreditAmount(10)).toBe('+10');
    expect(formatCreditAmount(-1)).toBe('\u22121');
    expect(formatCreditAmount(0)).toBe('0');
  });
});
