/**
 * Registers the form page's service worker (web/src/form-sw.ts, built by vite-plugin-pwa into
 * /form-sw.js) with the scope of the public form routes only: /forms/ or /anonymous-forms/, never
 * the app's root, so the builder and dashboard are not its pages to serve. The page the respondent
 * opened was fetched before the worker existed: it asks Workbox's router to cache it now
 * (CACHE_URLS), so the first visit is enough to reopen the form offline.
 */
import { publicFormBase } from './public-form-path';

export const FORM_WORKER_URL = '/form-sw.js';

export async function registerFormWorker(location: Location): Promise<void> {
  const base = publicFormBase(location.pathname);
  if (!base || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(FORM_WORKER_URL, { scope: `${base}/` });
  await workbox.register();
  // Resolves once the worker is active (at once on later visits): its routes answer from then on.
  await workbox.active;
  await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href] } });
}
