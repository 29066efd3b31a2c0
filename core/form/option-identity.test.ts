import { describe, expect, it } from 'vitest';
import {
  nextOptionIds,
  optionCatalog,
  optionIdOf,
  optionIdsOf,
  withGridIds,
  withOptionIds,
} from './option-identity';

const counter = () => {
  let n = 0;
  return () => `new${++n}`;
};
const q = (options: string[] | null, optionIds: string[] | null = null) => ({
  id: 'colour',
  options,
  optionIds,
});

describe('option identity (ADR 037)', () => {
  it('reads an answer label as the option id at its index, else null ("Other")', () => {
    const question = q(['Red', 'Green'], ['oR', 'oG']);
    expect(optionIdOf(question, 'Green')).toBe('oG');
    expect(optionIdOf(question, 'Purple')).toBeNull();
    expect(optionIdOf(q(['Red']), 'Red')).toBeNull();
  });

  it('refuses ids that do not name every option once', () => {
    expect(optionIdsOf(q(['Red', 'Green'], ['oR']))).toBeNull();
    expect(optionIdsOf(q(['Red', 'Green'], ['oR', 'oR']))).toBeNull();
    expect(optionIdsOf(q(['Red', 'Green'], ['oR', 'oG']))).toEqual(['oR', 'oG']);
  });

  it('keeps ids through a rename in place, a move, a removal and an addition', () => {
    const before = q(['Red', 'Green', 'Blue'], ['oR', 'oG', 'oB']);
    expect(nextOptionIds(before, ['Red', 'Lime', 'Blue'], counter())).toEqual(['oR', 'oG', 'oB']);
    expect(nextOptionIds(before, ['Blue', 'Red', 'Green'], counter())).toEqual(['oB', 'oR', 'oG']);
    expect(nextOptionIds(before, ['Red', 'Blue'], counter())).toEqual(['oR', 'oB']);
    expect(nextOptionIds(before, ['Red', 'Green', 'Blue', 'Pink'], counter())).toEqual([
      'oR',
      'oG',
      'oB',
      'new1',
    ]);
  });

  it('gives a save without ids the stored ids by label, and new labels new ids', () => {
    const stored = q(['Red', 'Green'], ['oR', 'oG']);
    expect(withOptionIds(q(['Green', 'Teal']), stored, counter()).optionIds).toEqual([
      'oG',
      'new1',
    ]);
    // Complete ids from the client are kept as sent.
    expect(withOptionIds(q(['Red'], ['x1']), stored, counter()).optionIds).toEqual(['x1']);
    expect(withOptionIds(q(null, ['x1']), stored, counter()).optionIds).toBeNull();
  });

  it('across versions, keeps a renamed option together under its newest label', () => {
    const v2 = q(['Red', 'Lime', 'Pink'], ['oR', 'oG', 'oP']);
    const v1 = q(['Red', 'Green', 'Blue'], ['oR', 'oG', 'oB']);
    const catalog = optionCatalog([v2, v1]);
    expect(catalog.options).toEqual([
      { id: 'oR', label: 'Red', removed: false },
      { id: 'oG', label: 'Lime', removed: false },
      { id: 'oP', label: 'Pink', removed: false },
      { id: 'oB', label: 'Blue', removed: true },
    ]);
    expect(catalog.idOf('Green')).toBe('oG');
    expect(catalog.idOf('Lime')).toBe('oG');
    expect(catalog.idOf('Typed by hand')).toBeNull();
  });

  it('reads a version without ids by label against newer ones', () => {
    const catalog = optionCatalog([q(['Red'], ['oR']), q(['Red', 'Blue'])]);
    expect(catalog.idOf('Red')).toBe('oR');
    expect(catalog.options.map((o) => o.id)).toEqual(['oR', 'label:Blue']);
  });
});

describe('grid row and column identity (ADR 037 addendum)', () => {
  const grid = (
    matrixRows: string[] | null,
    matrixCols: string[] | null,
    matrixRowIds: string[] | null = null,
    matrixColIds: string[] | null = null,
  ) => ({ id: 'rate', matrixRows, matrixCols, matrixRowIds, matrixColIds });

  it('gives a grid saved without ids an id per row and column, and other questions none', () => {
    const saved = withGridIds(grid(['Food', 'Service'], ['Bad', 'Good']), undefined, counter());
    expect(saved.matrixRowIds).toEqual(['new1', 'new2']);
    expect(saved.matrixColIds).toEqual(['new3', 'new4']);
    const text = grid(null, null);
    expect(withGridIds(text, undefined, counter())).toBe(text);
  });

  it('keeps ids by label through a move, in place through a rename, and adds new ones', () => {
    const stored = grid(['Food', 'Service'], ['Bad', 'Good'], ['rF', 'rS'], ['cB', 'cG']);
    const moved = withGridIds(grid(['Service', 'Food'], ['Bad', 'Great']), stored, counter());
    expect(moved.matrixRowIds).toEqual(['rS', 'rF']);
    expect(moved.matrixColIds).toEqual(['cB', 'cG']);
    const added = withGridIds(
      grid(['Food', 'Service', 'Price'], ['Bad', 'Good']),
      stored,
      counter(),
    );
    expect(added.matrixRowIds).toEqual(['rF', 'rS', 'new1']);
    // Complete ids from the builder are kept as sent.
    const sent = grid(['Food'], ['Bad', 'Good'], ['rX'], ['c1', 'c2']);
    expect(withGridIds(sent, stored, counter())).toBe(sent);
  });
});
