/**
 * The way into the offline chunk (offline-chunk.ts, ADR 038) for the code in the public form's
 * entry: one dynamic import, shared, that a failed load (a flaky network, a deploy) lets the next
 * caller try again. The service worker precaches the chunk, so once a form has been opened it
 * loads offline too.
 */
import type * as OfflineChunkModule from './offline-chunk';
import type { OutboxScheduler } from './outbox-scheduler';

type OfflineChunk = typeof OfflineChunkModule;

let loading: Promise<OfflineChunk> | null = null;

export function loadOffline(): Promise<OfflineChunk> {
  loading ??= import('./offline-chunk');
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The page's outbox, or null where the browser keeps nothing or the chunk could not load. */
export function offlineOutbox(): Promise<OutboxScheduler | null> {
  return loadOffline().then(
    (chunk) => chunk.pageOutbox(),
    () => null,
  );
}

/** Runs `use` with the chunk once loaded; a chunk that cannot load is a copy not kept. */
export function withOffline(use: (chunk: OfflineChunk) => unknown): void {
  loadOffline()
    .then(use)
    .catch(() => undefined);
}
