import { describe, expect, it } from 'vitest';
import { formatContentDate } from './content-date';

describe('formatContentDate', () => {
  it('writes the UTC calendar date of an ISO timestamp', () => {
    expect(formatContentDate('2026-11-25T23:59:59.000Z')).toBe('25 November 2026');
    expect(formatContentDate('2027-01-05T00:00:00.000Z')).toBe('5 January 2027');
  });

  it('writes nothing for what is not an ISO timestamp', () => {
    expect(formatContentDate('yesterday')).toBe('');
    expect(formatContentDate('2026-13-01T00:00:00Z')).toBe('');
  });
});
