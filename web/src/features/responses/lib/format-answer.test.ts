import { describe, expect, it } from 'vitest';
import { filesInAnswer, formatAnswer } from './format-answer';

const file = (name: string) => ({ fileId: `id-${name}`, name, size: 10, mimeType: 'text/plain' });

describe('formatAnswer', () => {
  it('writes nothing for no answer', () => {
    expect(formatAnswer(undefined)).toBe('');
    expect(formatAnswer(null)).toBe('');
  });

  it('keeps text and numbers as they are, zero included', () => {
    expect(formatAnswer('Hello')).toBe('Hello');
    expect(formatAnswer(0)).toBe('0');
    expect(formatAnswer(-1.5)).toBe('-1.5');
  });

  it('reads booleans as Yes/No, or the question’s own labels', () => {
    expect(formatAnswer(true)).toBe('Yes');
    expect(formatAnswer(false)).toBe('No');
    const question = { type: 'YES_NO' as const, settings: { yesLabel: 'Oui', noLabel: 'Non' } };
    expect(formatAnswer(true, question)).toBe('Oui');
    expect(formatAnswer(false, question)).toBe('Non');
  });

  it('joins lists with ", " and numbers a ranking', () => {
    expect(formatAnswer(['Red', 'Blue'])).toBe('Red, Blue');
    expect(formatAnswer([])).toBe('');
    expect(formatAnswer(['B', 'A'], { type: 'RANKING' })).toBe('1. B, 2. A');
  });

  it('writes a grid as "row: column" pairs', () => {
    expect(formatAnswer({ Speed: 'Good', Price: 'OK' })).toBe('Speed: Good; Price: OK');
  });

  it('names files, one or many', () => {
    expect(formatAnswer(file('cv.pdf'))).toBe('cv.pdf');
    expect(formatAnswer([file('a.png'), file('b.png')])).toBe('a.png, b.png');
    expect(filesInAnswer([file('a.png'), 'x'])).toHaveLength(1);
    expect(filesInAnswer(file('a.png'))[0]?.name).toBe('a.png');
    expect(filesInAnswer('text')).toEqual([]);
  });

  it('writes places, time ranges and payments readably', () => {
    expect(formatAnswer({ lat: 1, lng: 2 })).toBe('1, 2');
    expect(formatAnswer({ lat: 1, lng: 2, address: 'Here' })).toBe('Here (1, 2)');
    expect(formatAnswer({ start: '09:00', end: '17:00' })).toBe('09:00 - 17:00');
    expect(formatAnswer({ status: 'paid', paymentId: 'p', amount: 1050, currency: 'EUR' })).toBe(
      '10.50 EUR (paid)',
    );
    expect(formatAnswer({ status: 'paid', paymentId: 'p', amount: 500, currency: 'JPY' })).toBe(
      '500 JPY (paid)',
    );
  });
});
