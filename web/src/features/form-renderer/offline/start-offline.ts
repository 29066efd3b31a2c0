/**
 * Offline support for the public form page (ADR 032), started by form-main.tsx after the first
 * render: the outbox is sent now (what an earlier visit queued), on `online`, on its backoff timer
 * and when the service worker reports a Background Sync. Once the page has loaded, the service
 * worker is registered for the public form routes and asked to cache this very page, so a reload
 * offline still shows the form. Everything the form needs later (the engine behind Next and
 * Submit, the upload code) is in the worker's precache, which it fetches at install on its own
 * thread (ADR 046): the page fetches it itself only where no worker controls it.
 */
import { loadEngine } from '@/renderer/lib/engine';
import { OUTBOX_CHANGED_MESSAGE } from './outbox-scheduler';
import { pageOutbox } from './page-outbox';
import { registerFormWorker } from './register-form-worker';

/** Set once the form can be answered and submitted with no network (bench and tests wait on it). */
export const OFFLINE_READY_MARK = 'formloom:offline-ready';

function whenLoaded(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The lazily loaded parts a respondent may need with the network gone. */
function preloadForOffline(): Promise<unknown> {
  return Promise.all([loadEngine(), import('../api/upload-file')]);
}

export function startOffline(): void {
  void pageOutbox().then((outbox) => {
    if (!outbox) return;
    void outbox.flush();
    window.addEventListener('online', () => void outbox.flush(true));
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === OUTBOX_CHANGED_MESSAGE)
        void outbox.refresh();
    });
  });
  whenLoaded(() => {
    registerFormWorker(window.location)
      .catch(() => false)
      // No worker (unsupported, blocked, or it failed to install): the page keeps it in memory.
      .then((cached) => cached || preloadForOffline())
      .then(
        () => performance.mark?.(OFFLINE_READY_MARK),
        () => undefined, // offline already: the worker's cache (if any) serves what is missing
      );
  });
}
