/**
 * Registers the form page's service worker (web/src/form-sw.ts, built by vite-plugin-pwa into
 * /form-sw.js) with the scope of the public form routes only: /forms/ or /anonymous-forms/, never
 * the app's root, so the builder and dashboard are not its pages to serve. The page the respondent
 * opened was fetched before the worker existed: it asks Workbox's router to cache it now
 * (CACHE_URLS, handled by Workbox's router in the worker), so the first visit is enough to reopen the form offline.
 *
 * Resolves true once the worker is active (its install precached the form's build, ADR 046) and
 * controls this page, so the page's later imports (the engine, the upload code) come from that
 * cache; false where there is no worker for this page.
 */
import { publicFormBase } from './public-form-path';

export const FORM_WORKER_URL = '/form-sw.js';

/** Posts a message to the worker and resolves with its answer on the channel Workbox replies on. */
function ask(worker: ServiceWorker, message: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

export async function registerFormWorker(location: Location): Promise<boolean> {
  const base = publicFormBase(location.pathname);
  if (!base || !('serviceWorker' in navigator)) return false;
  // The browser's own API: registering needs none of workbox-window (2 KB of the page's script).
  await navigator.serviceWorker.register(FORM_WORKER_URL, { scope: `${base}/` });
  // Resolves once a worker for this page's scope is active (at once on later visits).
  const { active } = await navigator.serviceWorker.ready;
  // Workbox's router caches the listed pages and answers on the channel once they are stored.
  if (active) await ask(active, { type: 'CACHE_URLS', payload: { urlsToCache: [location.href] } });
  // The worker claims its pages on activation (form-sw.ts); until then the page's requests
  // would still go to the network.
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  return true;
}
