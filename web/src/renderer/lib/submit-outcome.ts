/**
 * What a host's submission resolves to. The public page maps the server's answers onto it
 * (features/form-renderer/api/public-api.ts); a preview answers 'accepted' without sending.
 */
export type SubmitOutcome =
  | { kind: 'accepted'; responseId: number }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'closed'; message: string | null }
  | { kind: 'rate-limited' }
  | { kind: 'too-large' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string };

/** The failure messages that mean the server may never have seen the response. */
export const UNREACHED_MESSAGES: ReadonlySet<string> = new Set(['network', 'offline']);

/** The browser knows it has no network; `onLine: true` only means it might have one. */
export const browserIsOffline = () =>
  typeof navigator !== 'undefined' && navigator.onLine === false;
