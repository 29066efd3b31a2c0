/** The exports' cell formatting, without a database: timestamps, XML cell text, column names. */
import { describe, expect, it } from 'vitest';
import { columnName, xmlText } from './export-responses-xlsx';
import { isoFromUtc } from './read-export-rows';

describe('export timestamps', () => {
  it('print UTC text from PostgreSQL as Date#toISOString would', () => {
    for (const [text, iso] of [
      ['2026-01-02 03:04:05.123456', '2026-01-02T03:04:05.123Z'],
      ['2026-01-02 03:04:05.9', '2026-01-02T03:04:05.900Z'],
      ['2026-01-02 03:04:05', '2026-01-02T03:04:05.000Z'],
    ]) {
      expect(isoFromUtc(text!)).toBe(iso);
      expect(isoFromUtc(text!)).toBe(new Date(`${text}Z`).toISOString());
    }
    expect(isoFromUtc('infinity')).toBe('infinity');
  });
});

describe('XLSX cell text', () => {
  it('escapes markup, keeps carriage returns and drops characters XML cannot carry', () => {
    expect(xmlText('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(xmlText('x\r\ny')).toBe('x&#13;\ny');
    expect(xmlText('bell\u0007 nul\u0000 ok\ttab')).toBe('bell nul ok\ttab');
    expect(xmlText('lone \uD800 high, \uDC00 low, pair 😀, \uFFFE')).toBe(
      'lone  high,  low, pair 😀, ',
    );
    expect(xmlText('plain text')).toBe('plain text');
  });

  it('cuts a cell at the length Excel accepts', () => {
    expect(xmlText('x'.repeat(40_000))).toHaveLength(32_767);
  });

  it('names columns A..Z, AA..', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
