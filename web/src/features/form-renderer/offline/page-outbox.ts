/**
 * The page's one outbox scheduler (outbox-scheduler.ts), over IndexedDB or, without it,
 * localStorage; null when the browser keeps nothing at all. Started once by the form page's entry
 * (start-offline.ts): the first flush is the "next visit" that sends what an earlier visit queued.
 */
import { browserNet } from './outbox';
import { createOutboxScheduler, OUTBOX_SYNC_TAG, type OutboxScheduler } from './outbox-scheduler';
import { openOutboxStore } from './outbox-store';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Background Sync (Chromium): the service worker sends once the connection is back. */
async function requestBackgroundSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & SyncRegistration) | undefined;
  if (!registration?.sync) return false;
  await registration.sync.register(OUTBOX_SYNC_TAG);
  return true;
}

let scheduler: Promise<OutboxScheduler | null> | null = null;

export function pageOutbox(): Promise<OutboxScheduler | null> {
  scheduler ??= openOutboxStore().then((store) =>
    store
      ? createOutboxScheduler({
          store,
          net: browserNet,
          // The worker reads IndexedDB only: a localStorage outbox is sent by the page alone.
          requestSync: store.keepsFiles ? requestBackgroundSync : undefined,
        })
      : null,
  );
  return scheduler;
}
