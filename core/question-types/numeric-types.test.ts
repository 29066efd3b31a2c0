import { describe, expect, it } from 'vitest';
import { getQuestionType } from './registry';
import { accept, makeQuestion, reject, runAnswerCase } from './shared/answer-cases';

const INVALID = 'Invalid input';

const cases = [
  accept('RATING', 1),
  accept('RATING', 5),
  reject('RATING', 0, 'Must be at least 1'),
  reject('RATING', 6, 'Must be at most 5'),
  accept('RATING', 10, { settings: { max: 10, icon: 'heart' } }),
  reject('RATING', 3.5, 'Expected integer, received float'),
  reject('RATING', '3', 'Expected number, received string'),

  accept('SCALE', 1),
  accept('SCALE', 10),
  reject('SCALE', 11, 'Must be at most 10'),
  accept('SCALE', -2, { scaleMin: -5, scaleMax: 5 }),
  reject('SCALE', -6, 'Must be at least -5', { scaleMin: -5, scaleMax: 5 }),
  accept('SCALE', 10, { scaleMin: 0, scaleMax: 100, settings: { step: 5 } }),
  reject('SCALE', 12, INVALID, { scaleMin: 0, scaleMax: 100, settings: { step: 5 } }),
  accept('SCALE', 3, { scaleMin: null, scaleMax: null }),

  accept('NPS', 0),
  accept('NPS', 10),
  reject('NPS', -1, 'Must be at least 0'),
  reject('NPS', 11, 'Must be at most 10'),
  reject('NPS', 9.5, 'Expected integer, received float'),
  accept('NPS_RATING', 7),
  reject('NPS_RATING', 11, 'Must be at most 10'),
  reject('NPS_RATING', null, 'Expected number, received null'),

  accept('NUMBER', -3.75),
  accept('NUMBER', 0),
  reject('NUMBER', '12', 'Expected number, received string'),
  reject('NUMBER', Number.POSITIVE_INFINITY, 'Expected number, received infinity'),
  reject('NUMBER', 4, 'Must be at least 5', { settings: { min: 5, max: 10 } }),
  reject('NUMBER', 11, 'Must be at most 10', { settings: { min: 5, max: 10 } }),
  accept('NUMBER', 10, { settings: { min: 5, max: 10 } }),
  reject('NUMBER', 2.5, 'Expected integer, received float', { settings: { integerOnly: true } }),
  accept('NUMBER', 19.99, { settings: { decimals: 2 } }),
  accept('NUMBER', 0.1 + 0.2, { settings: { decimals: 1 } }),
  reject('NUMBER', 19.999, 'Must have at most 2 decimal places', { settings: { decimals: 2 } }),
  reject('NUMBER', 1.5, 'Must have at most 0 decimal places', { settings: { decimals: 0 } }),
];

describe('numeric answers', () => {
  it.each(cases)('$label', (c) => expect(runAnswerCase(c)).toEqual(c.expected));
});

describe('numeric settings and text', () => {
  it('bounds the rating size and checks number bounds are ordered', () => {
    const rating = getQuestionType('RATING').settingsSchema;
    expect(rating.safeParse({ max: 2 }).success).toBe(false);
    expect(rating.safeParse({ max: 11 }).success).toBe(false);
    expect(rating.parse({})).toEqual({ max: 5, icon: 'star' });
    const number = getQuestionType('NUMBER').settingsSchema;
    expect(number.safeParse({ min: 10, max: 1 }).success).toBe(false);
  });

  it('exports numbers as plain digits and treats 0 as an answer', () => {
    const nps = getQuestionType('NPS');
    expect(nps.toPlainText(0, makeQuestion('NPS'))).toBe('0');
    expect(nps.isEmpty(0)).toBe(false);
    expect(getQuestionType('NUMBER').toPlainText(-1.5, makeQuestion('NUMBER'))).toBe('-1.5');
  });

  it('labels NPS ends by default', () => {
    expect(makeQuestion('NPS_RATING')).toMatchObject({
      scaleMinLabel: 'Not at all likely',
      scaleMaxLabel: 'Extremely likely',
    });
  });
});
