import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES, isClientRoute } from './client-routes';

describe('isClientRoute', () => {
  it('knows every route of the list, its parameters filled in', () => {
    for (const { path } of CLIENT_ROUTES) {
      expect(isClientRoute(path.replace(/:\w+/g, 'x1')), path).toBe(true);
    }
  });

  it.each([
    '/',
    '/dashboard',
    '/dashboard/',
    '/Dashboard',
    '/forms/new',
    '/forms/k3Jd9x2QpL',
    '/forms/k3Jd9x2QpL/edit',
    '/anonymous-forms/abc/thankyou',
    '/invitations/12/tok_en',
    '/p/some-page',
    '/admin',
    '/admin/users/7',
    '/admin/content/new',
  ])('shows a screen at %s', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it.each([
    '/this/does/not/exist',
    '/dashboards',
    '/forms',
    '/forms/',
    '/forms/abc/edit/more',
    '/forms//edit',
    '/p/',
    '/p/a/b',
    '/administrator',
    '/invitations/12',
    '/assets/missing-abc123.js',
    '/api/anything',
  ])('shows the not-found page at %s', (path) => {
    expect(isClientRoute(path)).toBe(false);
  });

  it('lists each route once, and /forms/new before /forms/:id', () => {
    const paths = CLIENT_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.indexOf('/forms/new')).toBeLessThan(paths.indexOf('/forms/:id'));
  });
});
