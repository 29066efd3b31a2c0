/**
 * Starts the real built server once for the browser journeys: its own temporary DATA_DIR (PGlite)
 * and a free port. The app's address is provided as `appUrl` (not BASE_URL: Vitest overwrites it).
 */
import type { TestProject } from 'vitest/node';
import { startOwnAppServer } from './support/own-app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startOwnAppServer({ name: 'shared' });
  project.provide('appUrl', server.url);
  return () => server.stop();
}
