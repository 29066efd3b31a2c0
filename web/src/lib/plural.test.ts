import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'form')).toBe('1 form');
    expect(plural(0, 'form')).toBe('0 forms');
    expect(plural(2, 'form')).toBe('2 forms');
    expect(plural(-1, 'form')).toBe('-1 forms');
    expect(plural(1, 'byte')).toBe('1 byte');
    expect(plural(3, 'match', 'matches')).toBe('3 matches');
  });
});
