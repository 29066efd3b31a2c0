import { describe, expect, it } from 'vitest';
import { expiryText } from './expiry-text';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('expiryText', () => {
  it('counts days, then hours, then says less than an hour, then expired', () => {
    expect(expiryText(at(7 * 24 * 3600 * 1000 - 5000), NOW)).toBe('Expires in 7 days');
    expect(expiryText(at(36 * 3600 * 1000), NOW)).toBe('Expires in 2 days');
    expect(expiryText(at(24 * 3600 * 1000), NOW)).toBe('Expires in 1 day');
    expect(expiryText(at(5 * 3600 * 1000), NOW)).toBe('Expires in 5 hours');
    expect(expiryText(at(3600 * 1000), NOW)).toBe('Expires in 1 hour');
    expect(expiryText(at(59 * 60 * 1000), NOW)).toBe('Expires in less than an hour');
    expect(expiryText(at(0), NOW)).toBe('Expired');
    expect(expiryText('not a date', NOW)).toBe('Expired');
  });
});
