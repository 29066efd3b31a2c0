import { describe, expect, it } from 'vitest';
import { countLabel, distributionRows, gridTable, heatLevel, summaryKind } from './summary-data';

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

  it('labels yes/no counts', () => {
    const q = { type: 'YES_NO', settings: {} } as never;
    expect(countLabel('true', q)).toBe('Yes');
    expect(countLabel('false', q)).toBe('No');
    expect(countLabel('Red')).toBe('Red');
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

describe('distributionRows', () => {
  const q = (type: string, extra: Record<string, unknown> = {}) =>
    ({ type, settings: {}, scaleMin: null, scaleMax: null, ...extra }) as never;

  it('spreads an NPS question over 0-10 with the unpicked values at 0', () => {
    const rows = distributionRows([{ value: '9', count: 2, percent: 100 }], q('NPS'));
    expect(rows.map((r) => r.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(rows[9]).toEqual({ value: '9', count: 2, percent: 100 });
    expect(rows[0]).toEqual({ value: '0', count: 0, percent: 0 });
  });

  it('follows a rating’s maximum and a scale’s range and step, keeping values off the scale', () => {
    expect(distributionRows([], q('RATING', { settings: { max: 3 } })).map((r) => r.value)).toEqual(
      ['1', '2', '3'],
    );
    const scale = distributionRows(
      [{ value: '12', count: 1, percent: 50 }],
      q('SCALE', { scaleMin: 0, scaleMax: 10, settings: { step: 5 } }),
    );
    expect(scale.map((r) => r.value)).toEqual(['0', '5', '10', '12']);
  });

  it('leaves a free number’s counts as they are', () => {
    const counts = [{ value: '3.5', count: 1, percent: 100 }];
    expect(distributionRows(counts, q('NUMBER'))).toEqual(counts);
    expect(distributionRows(counts)).toEqual(counts);
  });
});
