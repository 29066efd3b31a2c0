/**
 * Setup file of the server project, which runs its files in long-lived workers (`isolate: false`,
 * ADR 051): the worker keeps what Node itself loaded from node_modules (Fastify, Drizzle, pg, and
 * PGlite with its compiled WebAssembly, which cost each file a second or more in a fresh
 * process), but every file still gets its own evaluation of our code and its own mocks, as a
 * fresh process would give it. Setup files run again before each file, so this runs per file.
 */
import { vi } from 'vitest';

declare global {
  // The worker's module mocker, which Vitest itself resets between files only when isolating.
  var __vitest_mocker__: { reset(): void } | undefined;
}

// A previous file's `vi.mock` (e.g. of 'fastify', to record routes) must not reach this file.
globalThis.__vitest_mocker__?.reset();
// Our modules' state (caches, registries, clocks) starts afresh: the next import evaluates anew.
vi.resetModules();
// A previous file's fake timers or stubs end with it.
vi.useRealTimers();
vi.unstubAllEnvs();
vi.unstubAllGlobals();
