/**
 * The session as the query cache holds it, shared by every screen that signs people in or changes
 * the account (features cannot import each other, so this lives in lib):
 * - ['/api/user'] is the signed-in user, or null;
 * - ['/api/session/guest'] is the guest id the server issued to this browser.
 */
import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { apiRequest, getJson } from './api-client';
import { adoptServerGuestId, isGuestId } from './guest-storage';

export const SESSION_QUERY_KEY = ['/api/user'] as const;

/**
 * The session's user, for SESSION_QUERY_KEY: asked of GET /api/session, which answers a guest
 * `{ user: null }` with 200, where the spec's GET /api/user answers 401 and every browser prints
 * that as a failed request on a guest's first page (issue 28). The key stays the spec's route,
 * which every screen shares.
 */
export async function fetchSessionUser<T = unknown>(
  context: { signal?: AbortSignal } = {},
): Promise<T | null> {
  const data = await getJson<{ user: T | null }>('/api/session', {
    on401: 'returnNull',
    signal: context.signal,
  });
  return data?.user ?? null;
}

/** User data stays fresh for 5 minutes (product spec section 9). */
export const SESSION_STALE_TIME = 5 * 60 * 1000;

export const GUEST_SESSION_QUERY_KEY = ['/api/session/guest'] as const;

/**
 * POST /api/session/guest: starts (or resumes; it is idempotent) the guest session, then mirrors
 * the server's id in the browser's storage for UI state.
 */
export async function startGuestSession(): Promise<string> {
  const res = await apiRequest('POST', '/api/session/guest', {});
  // Checked by hand rather than with the core/api schema: this runs on every page, and the schema
  // library would double the size of the first download.
  const guestId = ((await res.json()) as { guestId?: unknown } | null)?.guestId;
  if (!isGuestId(guestId)) throw new Error('The server sent no guest id');
  adoptServerGuestId(guestId);
  return guestId;
}

/** One guest session per page load: the id never goes stale and is never refetched by itself. */
export const guestSessionQueryOptions = queryOptions({
  queryKey: GUEST_SESSION_QUERY_KEY,
  queryFn: startGuestSession,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

/**
 * Resolves with this browser's guest id, starting the guest session first if needed. Call it before
 * a guest's first write so two parallel requests do not each open a guest session.
 */
export function ensureGuestSession(client: QueryClient): Promise<string> {
  return client.ensureQueryData(guestSessionQueryOptions);
}

/**
 * Before a write that may open a session (creating a form): waits for the signed-in user lookup
 * and, for a guest, for the guest session. Without it, a first visit to /forms/new sent the create
 * request and the guest-session request side by side, both without a cookie; the server opened a
 * guest session for each, the browser kept the second cookie, and the new form belonged to the
 * first guest: every save then answered 404. Both lookups share their queries with the app shell.
 */
export async function ensureSessionReady(client: QueryClient): Promise<void> {
  const user = await client.ensureQueryData({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser<unknown>,
    staleTime: SESSION_STALE_TIME,
  });
  if (!user) await ensureGuestSession(client);
}

/**
 * Before a sign-in request: the guest session the app starts on load must have answered first. Both
 * requests set the session cookie, and a guest-session answer landing after the sign-in's would
 * replace the new user's cookie with a guest's (the person would seem signed out at the next
 * request). Starting it here is harmless: signing in keeps the guest id, so guest forms migrate.
 * A failed guest session must not block signing in.
 */
export async function settleGuestSession(client: QueryClient): Promise<void> {
  await ensureGuestSession(client).catch(() => undefined);
}

const isSessionQuery = (query: Query) =>
  query.queryKey[0] === SESSION_QUERY_KEY[0] || query.queryKey[0] === GUEST_SESSION_QUERY_KEY[0];

/**
 * After login, registration or Google sign-in: the new user becomes the session and everything
 * read as the previous identity (a guest's forms, say) is marked stale and read again.
 */
export function storeSignedInUser(client: QueryClient, user: unknown): void {
  client.setQueryData(SESSION_QUERY_KEY, user);
  void client.invalidateQueries({ predicate: (query) => !isSessionQuery(query) });
}

/**
 * After logout: every cached answer is dropped (client caches are cleared, product spec section
 * 4), including the guest id, so the next guest session is asked for afresh.
 */
export function clearSessionCaches(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  client.setQueryData(SESSION_QUERY_KEY, null);
}
