import { describe, expect, it } from 'vitest';
import { combineTrends, formatPeriod, formatScore, formatShare, formsIn } from './nps-data';

describe('NPS display', () => {
  it('shows no score as "—" but a score of 0 as 0', () => {
    expect(formatScore(null)).toBe('—');
    expect(formatScore(undefined)).toBe('—');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(33.3)).toBe('33.3');
    expect(formatScore(-100)).toBe('-100');
  });

  it('shows shares only when there are answers', () => {
    expect(formatShare(0, 0)).toBe('—');
    expect(formatShare(100, 3)).toBe('100%');
    expect(formatShare(0, 3)).toBe('0%');
  });

  it('lists each form once, by title', () => {
    const q = (formId: string, formTitle: string) =>
      ({ formId, formTitle }) as Parameters<typeof formsIn>[0][number];
    expect(formsIn([q('b', 'Beta'), q('a', 'Alpha'), q('b', 'Beta')])).toEqual([
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Beta' },
    ]);
  });

  it('names periods in UTC', () => {
    expect(formatPeriod('2026-03-01T00:00:00.000Z', 'month')).toBe('Mar 2026');
    expect(formatPeriod('2026-03-02T00:00:00.000Z', 'week')).toBe('Week of Mar 2, 2026');
  });
});

describe('combineTrends', () => {
  it('weights each question’s score by its answers', () => {
    const points = combineTrends(
      [
        { trend: [{ period: '2026-01-01T00:00:00.000Z', answers: 1, score: 100 }] },
        { trend: [{ period: '2026-01-01T00:00:00.000Z', answers: 3, score: -100 }] },
      ],
      'month',
    );
    expect(points).toEqual([{ period: '2026-01-01T00:00:00.000Z', answers: 4, score: -50 }]);
  });

  it('fills months without answers with no score', () => {
    const points = combineTrends(
      [
        {
          trend: [
            { period: '2026-01-01T00:00:00.000Z', answers: 2, score: 0 },
            { period: '2026-04-01T00:00:00.000Z', answers: 1, score: 100 },
          ],
        },
      ],
      'month',
    );
    expect(points.map((p) => [p.period.slice(0, 10), p.answers, p.score])).toEqual([
      ['2026-01-01', 2, 0],
      ['2026-02-01', 0, null],
      ['2026-03-01', 0, null],
      ['2026-04-01', 1, 100],
    ]);
  });

  it('matches periods that start at another time zone’s midnight, without repeats', () => {
    // date_trunc in a UTC+1 database: local midnight is 23:00 (22:00 in summer) the day before.
    const points = combineTrends(
      [
        {
          trend: [
            { period: '2025-12-31T23:00:00.000Z', answers: 1, score: 100 },
            { period: '2026-03-31T22:00:00.000Z', answers: 1, score: -100 },
          ],
        },
      ],
      'month',
    );
    expect(points).toHaveLength(4);
    expect(points[0]).toMatchObject({ period: '2025-12-31T23:00:00.000Z', score: 100 });
    expect(points[3]).toMatchObject({ period: '2026-03-31T22:00:00.000Z', score: -100 });
    expect(points.slice(1, 3).every((p) => p.score === null)).toBe(true);
  });

  it('steps weeks, and has nothing to draw without answers', () => {
    const points = combineTrends(
      [
        {
          trend: [
            { period: '2026-03-02T00:00:00.000Z', answers: 1, score: 0 },
            { period: '2026-03-16T00:00:00.000Z', answers: 1, score: 0 },
          ],
        },
      ],
      'week',
    );
    expect(points.map((p) => p.period.slice(0, 10))).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(combineTrends([{ trend: [] }], 'month')).toEqual([]);
  });
});
