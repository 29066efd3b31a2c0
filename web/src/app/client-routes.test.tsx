/**
 * The server decides 200 or 404 for a page with core's isClientRoute; the browser decides between
 * a screen and the not-found page with wouter. Both must agree on every path, or a real screen
 * would be served as a 404 (or the reverse).
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { CLIENT_ROUTES, isClientRoute } from '@core/routes/client-routes';

const PATHS = [
  '/',
  '/auth',
  '/AUTH/',
  '/dashboard',
  '/dashboards',
  '/forms',
  '/forms/',
  '/forms/new',
  '/forms/abc',
  '/forms/abc/',
  '/forms/abc/edit',
  '/forms/abc/edit/x',
  '/forms//edit',
  '/form-builder/42',
  '/anonymous-forms/a b/preview',
  '/invitations/1/t',
  '/invitations/1',
  '/p/terms-2',
  '/p/a/b',
  '/admin',
  '/admin/',
  '/admin/users/3',
  '/admin/nope',
  '/administrator',
  '/this/does/not/exist',
  '/assets/app-abc.js',
  '/favicon.ico',
];

describe('the server and the client router', () => {
  it.each(PATHS)('agree on whether %s has a screen', (path) => {
    const { parser } = renderHook(() => useRouter()).result.current;
    const wouter = CLIENT_ROUTES.some(
      (route) => matchRoute(parser, route.path, path, 'nest' in route && route.nest)[0],
    );
    expect(isClientRoute(path)).toBe(wouter);
  });
});
