/**
 * The public form routes (core/routes/client-routes.ts: /forms/:id and /anonymous-forms/:id, the
 * embed being the same page in an iframe), which the service worker caches and the builder's
 * /forms/new and /forms/:id/edit... are not. No DOM: the worker imports it.
 */
const PUBLIC_FORM_PATH = /^\/(forms|anonymous-forms)\/([^/]+)\/?$/;
/** Builder paths that would match the pattern but are app screens. */
const APP_SCREENS = new Set(['new']);

/** '/forms' or '/anonymous-forms' for a public form page's path, else null. */
export function publicFormBase(pathname: string): string | null {
  const match = PUBLIC_FORM_PATH.exec(pathname);
  if (!match?.[1] || !match[2] || (match[1] === 'forms' && APP_SCREENS.has(match[2]))) return null;
  return `/${match[1]}`;
}
