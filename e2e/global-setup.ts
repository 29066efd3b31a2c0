/**
 * Starts the real built server once for the browser journeys: its own temporary DATA_DIR (PGlite)
 * and a free port. The app's address is provided as `appUrl` (not BASE_URL: Vitest overwrites it).
 * Also the one Chromium the journeys connect to (`browserWsEndpoint`, ADR 051).
 */
import type { TestProject } from 'vitest/node';
import { startBrowserServer } from './support/browser-server';
import {
  prepareDataTemplate,
  removeDataTemplate,
  startOwnAppServer,
} from './support/own-app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const [server, browser] = await Promise.allSettled([
    // The shared server starts on a copy of the migrated template, as every journey's server does.
    prepareDataTemplate().then(() => startOwnAppServer({ name: 'shared' })),
    startBrowserServer(),
  ]);
  if (server.status === 'rejected' || browser.status === 'rejected') {
    if (server.status === 'fulfilled') await server.value.stop();
    if (browser.status === 'fulfilled') await browser.value.stop();
    removeDataTemplate();
    throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
  }
  project.provide('appUrl', server.value.url);
  project.provide('browserWsEndpoint', browser.value.wsEndpoint);
  return async () => {
    await Promise.all([server.value.stop(), browser.value.stop()]);
    removeDataTemplate();
  };
}
