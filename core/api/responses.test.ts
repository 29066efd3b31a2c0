import { describe, expect, it } from 'vitest';
import { neutralizeCell, npsScore } from './responses';

describe('npsScore', () => {
  it.each([
    [0, 0, 0, null],
    [0, 5, 0, 0],
    [5, 0, 0, 100],
    [0, 0, 5, -100],
    [2, 1, 1, 25],
    [2, 3, 1, 16.7],
  ])('promoters %i, passives %i, detractors %i → %s', (p, pa, d, expected) => {
    expect(npsScore(p, pa, d)).toBe(expected);
  });
});

describe('neutralizeCell', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('quotes %j', (text) => {
    expect(neutralizeCell(text)).toBe(`'${text}`);
  });
  it('leaves ordinary text alone', () => {
    expect(neutralizeCell('hello = world')).toBe('hello = world');
    expect(neutralizeCell('')).toBe('');
  });
});
