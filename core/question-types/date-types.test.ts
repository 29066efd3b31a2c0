import { describe, expect, it } from 'vitest';
import { getQuestionType } from './registry';
import { accept, makeQuestion, reject, runAnswerCase } from './shared/answer-cases';
import { isIsoDate } from './shared/date-time';

const INVALID = 'Invalid input';
const may = { settings: { minDate: '2024-05-01', maxDate: '2024-05-31' } };

const cases = [
  accept('DATE', '2024-02-29'),
  accept('DATE', '2000-02-29'),
  reject('DATE', '2023-02-29', INVALID),
  reject('DATE', '1900-02-29', INVALID),
  reject('DATE', '2024-02-30', INVALID),
  reject('DATE', '2024-04-31', INVALID),
  reject('DATE', '2024-13-01', INVALID),
  reject('DATE', '2024-00-10', INVALID),
  reject('DATE', '2024-1-5', INVALID),
  reject('DATE', '2024-01-05T10:00:00Z', INVALID),
  reject('DATE', 20240105, 'Expected string, received number'),
  accept('DATE', '2024-05-01', may),
  accept('DATE', '2024-05-31', may),
  reject('DATE', '2024-04-30', 'Must be on or after 2024-05-01', may),
  reject('DATE', '2024-06-01', 'Must be on or before 2024-05-31', may),

  accept('TIME', '00:00'),
  accept('TIME', '23:59'),
  reject('TIME', '24:00', INVALID),
  reject('TIME', '9:30', INVALID),
  reject('TIME', '09:60', INVALID),
  reject('TIME', '09:30:00', INVALID),

  accept('MULTIPLE_DATE_PICKER', ['2024-05-03', '2024-05-01'], {}, ['2024-05-01', '2024-05-03']),
  reject('MULTIPLE_DATE_PICKER', ['2024-05-01', '2024-05-01'], INVALID),
  reject('MULTIPLE_DATE_PICKER', ['2024-02-30'], INVALID),
  reject('MULTIPLE_DATE_PICKER', '2024-05-01', 'Expected array, received string'),
  reject('MULTIPLE_DATE_PICKER', ['2024-06-02'], 'Must be on or before 2024-05-31', may),
  reject('MULTIPLE_DATE_PICKER', ['2024-05-01'], 'Must have at least 2 items', {
    settings: { minCount: 2, maxCount: 3 },
  }),
  reject('MULTIPLE_DATE_PICKER', ['2024-05-01', '2024-05-02'], 'Must have at most 1 item', {
    settings: { maxCount: 1 },
  }),

  accept('TIME_RANGE', { start: '09:00', end: '09:01' }),
  reject('TIME_RANGE', { start: '17:00', end: '09:00' }, INVALID),
  reject('TIME_RANGE', { start: '09:00', end: '09:00' }, INVALID),
  reject('TIME_RANGE', { start: '09:00' }, 'Expected string, received undefined'),
  reject('TIME_RANGE', { start: '9am', end: '10:00' }, INVALID),
  reject('TIME_RANGE', ['09:00', '10:00'], 'Expected object, received array'),
];

describe('date and time answers', () => {
  it.each(cases)('$label', (c) => expect(runAnswerCase(c)).toEqual(c.expected));
});

describe('date settings and text', () => {
  it('checks real calendar days', () => {
    expect(isIsoDate('2400-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2024-06-31')).toBe(false);
    expect(isIsoDate('2024-12-31')).toBe(true);
  });

  it('rejects date ranges that end before they start', () => {
    const date = getQuestionType('DATE').settingsSchema;
    expect(date.safeParse({ minDate: '2024-06-01', maxDate: '2024-05-01' }).success).toBe(false);
    expect(date.safeParse({ minDate: '2024-02-30' }).success).toBe(false);
    const multi = getQuestionType('MULTIPLE_DATE_PICKER').settingsSchema;
    expect(multi.safeParse({ minCount: 3, maxCount: 2 }).success).toBe(false);
  });

  it('renders dates and ranges as text', () => {
    const q = makeQuestion('DATE');
    expect(getQuestionType('DATE').toPlainText('2024-01-02', q)).toBe('2024-01-02');
    expect(getQuestionType('TIME').toPlainText('09:30', q)).toBe('09:30');
    const multi = getQuestionType('MULTIPLE_DATE_PICKER');
    expect(multi.toPlainText(['2024-01-02', '2024-01-03'], q)).toBe('2024-01-02, 2024-01-03');
    const range = getQuestionType('TIME_RANGE');
    expect(range.toPlainText({ start: '09:00', end: '17:00' }, q)).toBe('09:00 - 17:00');
  });
});
