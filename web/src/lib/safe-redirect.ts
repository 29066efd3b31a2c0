/** Where people go after signing in when no (acceptable) redirect was asked for. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/**
 * The `redirect` query parameter, accepted only as a path on this site: it starts with a single
 * "/" (not "//" nor "/\", which browsers read as another host), has no scheme and no control
 * characters (browsers drop tabs and newlines, so "/\t/evil.com" would become "//evil.com").
 * Anything else falls back to /dashboard, so a crafted link cannot send people elsewhere.
 */
export function safeRedirectPath(
  target: string | null | undefined,
  fallback = DEFAULT_SIGNED_IN_PATH,
): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || target[1] === '/' || target[1] === '\\') return fallback;
  if (hasControlOrBackslash(target)) return fallback;
  try {
    const base = 'https://formloom.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The safe redirect target from a query string such as "redirect=%2Fbilling". */
export function redirectFromSearch(search: string, fallback = DEFAULT_SIGNED_IN_PATH): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirect'), fallback);
}

/** The raw redirect parameter if it is safe, else null (for links that pass it along). */
export function safeRedirectParam(search: string): string | null {
  const raw = new URLSearchParams(search).get('redirect');
  const safe = safeRedirectPath(raw, '');
  return safe === '' ? null : safe;
}

function hasControlOrBackslash(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || text[i] === '\\') return true;
  }
  return false;
}
