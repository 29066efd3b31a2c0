import { describe, expect, it } from 'vitest';
import { redirectFromSearch, safeRedirectParam, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    '/billing',
    '/billing?x=1',
    '/forms/abc/edit?tab=logic#q3',
    '/',
    '/profile?redirect=%2Fbilling',
  ])('keeps the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/dashboard'],
    ['backslash host', '/\\evil.com'],
    ['backslash later', '/foo\\..\\\\evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['absolute same-looking URL', 'http://localhost/dashboard'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data URL', 'data:text/html,hi'],
    ['tab smuggling', '/\t/evil.com'],
    ['newline smuggling', '/\n/evil.com'],
    ['relative path', 'billing'],
    ['empty', ''],
  ])('sends a %s target to /dashboard', (_name, target) => {
    expect(safeRedirectPath(target)).toBe('/dashboard');
  });

  it('falls back for a missing target, and to a given fallback', () => {
    expect(safeRedirectPath(null)).toBe('/dashboard');
    expect(safeRedirectPath(undefined)).toBe('/dashboard');
    expect(safeRedirectPath('//evil.com', '/')).toBe('/');
  });
});

describe('from the query string', () => {
  it('decodes the redirect parameter', () => {
    expect(redirectFromSearch('redirect=%2Fbilling%3Fx%3D1')).toBe('/billing?x=1');
    expect(redirectFromSearch('redirect=%2F%2Fevil.com')).toBe('/dashboard');
    expect(redirectFromSearch('redirect=%2F%5Cevil.com')).toBe('/dashboard');
    expect(redirectFromSearch('redirect=https%3A%2F%2Fevil.com')).toBe('/dashboard');
    expect(redirectFromSearch('redirect=javascript%3Aalert(1)')).toBe('/dashboard');
    expect(redirectFromSearch('')).toBe('/dashboard');
  });

  it('passes a safe parameter along and drops an unsafe one', () => {
    expect(safeRedirectParam('redirect=%2Fbilling')).toBe('/billing');
    expect(safeRedirectParam('redirect=%2F%2Fevil.com')).toBeNull();
    expect(safeRedirectParam('tab=register')).toBeNull();
  });
});
