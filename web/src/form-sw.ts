/**
 * The public form's service worker (ADR 032), built by vite-plugin-pwa (injectManifest) into
 * /form-sw.js and registered with the scope of the public form routes only
 * (features/form-renderer/offline/register-form-worker.ts). All caching is Workbox's:
 * - the form page's own build (scripts, styles, lazily loaded chunks such as the form engine) is
 *   precached at install, so nothing the form needs later depends on the network;
 * - a public form page (/forms/{id}, /anonymous-forms/{id}, the embed's iframe) is network first,
 *   its last good copy kept, so a reload offline shows the form; other paths in the scope (the
 *   builder's /forms/new, /forms/{id}/edit) match no route and go to the network untouched.
 * Background Sync sends the outbox (queued submissions, files first) once the connection is back,
 * even with every tab of the form closed.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { openOfflineDb } from './features/form-renderer/offline/offline-db';
import { browserNet, flushOutbox } from './features/form-renderer/offline/outbox';
import {
  OUTBOX_CHANGED_MESSAGE,
  OUTBOX_SYNC_TAG,
} from './features/form-renderer/offline/outbox-scheduler';
import { idbOutboxStore } from './features/form-renderer/offline/outbox-store';
import { publicFormBase } from './features/form-renderer/offline/public-form-path';

// The worker's globals, declared here: the web project compiles against the DOM library.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEvent extends WorkerEvent {
  readonly tag: string;
}
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  clients: { matchAll(): Promise<{ postMessage(message: unknown): void }[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  skipWaiting(): Promise<void>;
};

export const FORM_PAGES_CACHE = 'formloom-form-pages';

// A new build takes over at once: its precache holds the chunks its pages ask for.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    publicFormBase(url.pathname) !== null,
  // Workbox keeps 200s only here: a 404 for a mistyped id is never served again offline.
  new NetworkFirst({ cacheName: FORM_PAGES_CACHE }),
);

/** Sends the outbox; rejects while some of it waits, so the browser schedules another sync. */
async function syncOutbox(): Promise<void> {
  const db = await openOfflineDb();
  if (!db) return;
  const entries = await flushOutbox(idbOutboxStore(db), browserNet, { force: true });
  for (const client of await self.clients.matchAll()) {
    client.postMessage({ type: OUTBOX_CHANGED_MESSAGE });
  }
  if (entries.some((entry) => entry.state.kind === 'pending')) {
    throw new Error('Some submissions are still waiting for the connection');
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(syncOutbox());
});
