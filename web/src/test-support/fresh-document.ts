/**
 * First setup file of the web project, which runs its files in long-lived workers with one jsdom
 * each (`isolate: false`, ADR 051 addendum): a fresh jsdom and module graph per file cost more
 * than most files' tests. Vitest runs setup files again before every file, so this gives each
 * file what a fresh worker would: our modules and mocks anew, an empty document at the first URL,
 * empty storage, real timers, and none of the previous file's stubs on window or navigator.
 */
import { vi } from 'vitest';

declare global {
  // The worker's module mocker, which Vitest itself resets between files only when isolating.
  var __vitest_mocker__: { reset(): void } | undefined;
  // What the worker's jsdom looked like before its first file ran.
  var __formloomFirstDocument__:
    | { href: string; globals: Set<string>; navigator: Set<string>; document: Set<string> }
    | undefined;
}

const first = (globalThis.__formloomFirstDocument__ ??= {
  href: window.location.href,
  globals: new Set(Object.getOwnPropertyNames(globalThis)),
  navigator: new Set(Object.getOwnPropertyNames(navigator)),
  document: new Set(Object.getOwnPropertyNames(document)),
});

// A previous file's `vi.mock` must not reach this file, and our modules' state (caches,
// registries, stores) starts afresh: the next import evaluates them anew.
globalThis.__vitest_mocker__?.reset();
vi.resetModules();
vi.useRealTimers();
vi.unstubAllEnvs();
vi.unstubAllGlobals();
vi.restoreAllMocks();

// The document: what a file rendered outside Testing Library's container (portals, toasts,
// injected styles) and the attributes set on <html> and <body> (lang, dir, theme classes).
document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}
document.title = '';
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', first.href);
window.localStorage.clear();
window.sessionStorage.clear();

// Properties a file defined on the instances (navigator.clipboard, document.referrer): deleting
// the own property brings back jsdom's own from the prototype.
for (const [target, own] of [
  [navigator, first.navigator],
  [document, first.document],
] as const) {
  for (const key of Object.getOwnPropertyNames(target)) {
    if (!own.has(key) && Object.getOwnPropertyDescriptor(target, key)?.configurable) {
      Reflect.deleteProperty(target, key);
    }
  }
}
// Globals a file added by import, such as fake-indexeddb/auto's indexedDB and IDB* classes: a
// later file must see the jsdom that has none. Vitest's and React's own markers stay.
for (const key of Object.getOwnPropertyNames(globalThis)) {
  if (!first.globals.has(key) && (key === 'indexedDB' || key.startsWith('IDB'))) {
    Reflect.deleteProperty(globalThis, key);
  }
}
