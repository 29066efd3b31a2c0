/**
 * The page's side of the outbox (ADR 032): it sends what is queued when the page opens (the next
 * visit), when the browser says it is back online, and on a timer that follows each entry's
 * backoff; where the browser has Background Sync it also asks the service worker to send once the
 * connection is back, even with the tab closed. Listeners hear every change, so the form that
 * queued a submission can show that it was sent.
 */
import type { OutboxEntry, StoredFile } from './offline-db';
import { flushOutbox, sendNow, type OutboxNet } from './outbox';
import type { OutboxStore } from './outbox-store';

export const OUTBOX_SYNC_TAG = 'formloom-outbox';
/** What the service worker posts to its pages after a Background Sync run. */
export const OUTBOX_CHANGED_MESSAGE = 'formloom-outbox-changed';

export type OutboxListener = (entries: OutboxEntry[]) => void;

export interface SchedulerDeps {
  store: OutboxStore;
  net: OutboxNet;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Asks for a Background Sync; resolves false where the browser has none. */
  requestSync?: () => Promise<boolean>;
}

export interface OutboxScheduler {
  /** Sends whatever is due; `force` ignores the backoff (back online, Send now). */
  flush(force?: boolean): Promise<OutboxEntry[]>;
  /** One entry now, as the respondent pressed Submit; `post` replaces the plain one attempt. */
  send(draftId: string, post?: OutboxNet['post']): Promise<OutboxEntry | undefined>;
  get(draftId: string): Promise<OutboxEntry | undefined>;
  /** Writes (or replaces) an entry before its first attempt. */
  queue(entry: OutboxEntry): Promise<void>;
  /** Removes an entry whose answer the respondent has seen. */
  forget(draftId: string): Promise<void>;
  /** False where files cannot be kept offline (the localStorage fallback). */
  readonly keepsFiles: boolean;
  keepFile(file: StoredFile): Promise<void>;
  subscribe(listener: OutboxListener): () => void;
  /** Reads the store again (another tab or the service worker changed it) and tells listeners. */
  refresh(): Promise<OutboxEntry[]>;
  stop(): void;
}

export function createOutboxScheduler({
  store,
  net,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  requestSync = async () => false,
}: SchedulerDeps): OutboxScheduler {
  const listeners = new Set<OutboxListener>();
  let timer: unknown = null;
  let stopped = false;
  /** One flush at a time in this page: a second caller waits for the running one. */
  let running: Promise<OutboxEntry[]> | null = null;

  const settle = (entries: OutboxEntry[]) => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    const pending = entries.filter((entry) => entry.state.kind === 'pending');
    if (!stopped && pending.length > 0) {
      const due = Math.min(...pending.map((entry) => entry.nextAttemptAt));
      timer = setTimer(() => void flush(), Math.max(0, due - now()));
      void requestSync().catch(() => false);
    }
    for (const listener of listeners) listener(entries);
    return entries;
  };

  const flush = (force = false): Promise<OutboxEntry[]> => {
    if (running) return running.then(() => flush(force));
    running = flushOutbox(store, net, { force, now })
      .catch(() => store.list())
      .then(settle)
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    flush,
    async send(draftId, post) {
      const entry = await sendNow(store, draftId, post ? { ...net, post } : net, now);
      settle(await store.list());
      return entry;
    },
    get: (draftId) => store.get(draftId),
    queue: (entry) => store.put(entry),
    async forget(draftId) {
      await store.delete(draftId);
      settle(await store.list());
    },
    keepsFiles: store.keepsFiles,
    keepFile: (file) => store.putFile(file),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: async () => settle(await store.list()),
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
