/**
 * The one Chromium the journeys share (ADR 051): launched by the e2e global setup in a Node process
 * of its own, whose Playwright server the journeys connect to. A launch cost every journey a second
 * or more of CPU; and the relay between a journey and the browser runs in that process, not in
 * Vitest's main process, which is busy with the run (the first try, ADR 041, relayed there).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { chromiumOptions } from './browser-options';

export interface BrowserServer {
  wsEndpoint: string;
  stop(): Promise<void>;
}

// Prints the endpoint, then serves until its stdin closes (the setup's teardown, or Vitest exiting
// by any means), so the browser never outlives the run.
const SERVE = `
const { chromium } = require('playwright-core');
chromium.launchServer(JSON.parse(process.argv[1])).then((server) => {
  process.stdout.write(server.wsEndpoint() + '\\n');
  process.stdin.resume();
  process.stdin.on('end', () => server.close().then(() => process.exit(0)));
}, (err) => { console.error(err); process.exit(1); });
`;

export async function startBrowserServer(): Promise<BrowserServer> {
  const child = spawn(process.execPath, ['-e', SERVE, JSON.stringify(chromiumOptions())], {
    // `require` in the inline script resolves from here: the repository's node_modules.
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = readline.createInterface({ input: child.stdout });
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the browser server exited (${code})`)));
  });
  lines.close();
  return {
    wsEndpoint,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
