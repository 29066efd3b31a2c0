import { describe, expect, it } from 'vitest';
import { countLabel, gridTable, heatLevel, summaryKind } from './summary-data';

const base = { questionId: 'q', type: 'X', title: 'Q', answered: 1 };

describe('summary data', () => {
  it('picks the card from the figures sent', () => {
    expect(
      summaryKind({
        ...base,
        counts: [],
        average: 2,
        nps: { score: 0, promoters: 0, passives: 100, detractors: 0 },
      }),
    ).toBe('nps');
    expect(summaryKind({ ...base, counts: [], average: 2 })).toBe('numeric');
    expect(summaryKind({ ...base, counts: [] })).toBe('choice');
    expect(summaryKind({ ...base, grid: [] })).toBe('grid');
    expect(summaryKind({ ...base, positions: [] })).toBe('ranking');
    expect(summaryKind({ ...base, recent: [] })).toBe('recent');
  });

  it('labels yes/no counts, and values the question no longer offers', () => {
    const q = { type: 'YES_NO', settings: {} } as never;
    expect(countLabel({ value: 'true', listed: true }, q)).toBe('Yes');
    expect(countLabel({ value: 'false' }, q)).toBe('No');
    expect(countLabel({ value: 'Red' })).toBe('Red');
    expect(countLabel({ value: 'Lunch', listed: false })).toBe('Lunch (not among the options)');
  });

  it('lays a grid out in the question’s order and shades by count', () => {
    const grid = gridTable(
      [
        { row: 'Price', column: 'Good', count: 1 },
        { row: 'Speed', column: 'Good', count: 4 },
        { row: 'Speed', column: 'Old', count: 2 },
      ],
      { matrixRows: ['Speed', 'Price'], matrixCols: ['Bad', 'Good'] },
    );
    expect(grid.rows).toEqual(['Speed', 'Price']);
    expect(grid.columns).toEqual(['Bad', 'Good', 'Old']);
    expect(grid.counts).toEqual([
      [0, 4, 2],
      [0, 1, 0],
    ]);
    expect(grid.max).toBe(4);
    expect([0, 1, 2, 3, 4].map((n) => heatLevel(n, 4))).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevel(1, 100)).toBe(1);
  });
});
