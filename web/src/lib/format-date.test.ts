import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDateUtc,
  formatDayUtc,
  formatMonthUtc,
  formatRelativeTime,
} from './format-date';

/** The viewer's language, as their browser reports it. */
const viewer = (language: string) =>
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

// Noon and 14:03:07 on the machine's own clock, whatever its time zone.
const noon = new Date(2026, 3, 15, 12, 0, 0);
const afternoon = new Date(2026, 3, 15, 14, 3, 7);

describe('dates and times in the viewer’s locale', () => {
  it('writes a date in the viewer’s own way', () => {
    viewer('en-US');
    expect(formatDate(noon)).toBe('Apr 15, 2026');
    viewer('en-GB');
    expect(formatDate(noon)).toBe('15 Apr 2026');
    viewer('de-DE');
    expect(formatDate(noon)).toBe('15.04.2026');
    expect(formatDate(noon.toISOString())).toBe('15.04.2026');
    expect(formatDateUtc('2026-04-15')).toBe('15.04.2026');
  });

  it('writes a time on the viewer’s clock, with seconds where a log needs them', () => {
    viewer('en-GB');
    expect(formatDateTime(afternoon)).toBe('15 Apr 2026, 14:03');
    expect(formatDateTime(afternoon, { seconds: true })).toBe('15 Apr 2026, 14:03:07');
    viewer('en-US');
    // ICU puts a narrow no-break space before AM and PM.
    expect(formatDateTime(afternoon).replace(/\s/g, ' ')).toBe('Apr 15, 2026, 2:03 PM');
  });

  it('keeps a whole UTC day on its day in every time zone, while an instant moves with the reader', async () => {
    viewer('en-US');
    // The module keeps its formatters, which keep the zone they were made in: a fresh copy per zone.
    const inZone = async (zone: string) => {
      vi.stubEnv('TZ', zone);
      vi.resetModules();
      return import('./format-date');
    };
    // Pro until the end of January 31 (UTC), as an admin grants it, seen from New Zealand.
    const auckland = await inZone('Pacific/Auckland');
    expect(auckland.formatDateUtc('2027-01-31T23:59:59.999Z')).toBe('Jan 31, 2027');
    expect(auckland.formatDateUtc('2027-01-31')).toBe('Jan 31, 2027');
    expect(auckland.formatDate('2027-01-31T23:59:59.999Z')).toBe('Feb 1, 2027');
    const losAngeles = await inZone('America/Los_Angeles');
    expect(losAngeles.formatDateUtc('2027-02-01')).toBe('Feb 1, 2027');
    expect(losAngeles.formatDayUtc('2027-02-01')).toBe('Feb 1');
    expect(losAngeles.formatDate('2027-02-01T00:00:00Z')).toBe('Jan 31, 2027');
  });

  it('labels a chart’s days and months', () => {
    viewer('en-US');
    expect(formatDayUtc('2026-03-02')).toBe('Mar 2');
    expect(formatMonthUtc('2026-03-01T00:00:00.000Z')).toBe('Mar 2026');
    expect(formatMonthUtc('2026-03-01T00:00:00.000Z', { short: true })).toBe('Mar 26');
    viewer('en-GB');
    expect(formatDayUtc('2026-03-02')).toBe('2 Mar');
  });

  it('gives nothing for no date or an invalid one', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatDayUtc(value)).toBe('');
      expect(formatRelativeTime(value)).toBe('');
    }
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [10, 'this minute'],
    [50, '1 minute ago'],
    [100, '2 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 86400, '3 days ago'],
    [14 * 86400, '2 weeks ago'],
    [400 * 86400, 'last year'],
  ])('%i seconds ago reads "%s" in English', (seconds, text) => {
    viewer('en-US');
    expect(formatRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('speaks the viewer’s language, and accepts ISO strings', () => {
    viewer('en-US');
    expect(formatRelativeTime('2025-06-15T11:00:00Z', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2025-06-15T14:00:00Z', now)).toBe('in 2 hours');
    viewer('de-DE');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('vor 3 Stunden');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('gestern');
  });
});
