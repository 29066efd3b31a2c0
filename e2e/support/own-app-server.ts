/**
 * The one way the browser journeys start the built app: the shared server (global-setup.ts) and
 * the servers of journeys that need settings it does not have (billing, admin, webhooks). Its own
 * DATA_DIR (PGlite), a free port, extra environment; it waits for the "ready" log line rather than
 * polling, then confirms /api/health/ready. It runs the built server, dist/server/main.js, as the
 * image does (`npm run build`; npm test builds it first).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');
// A data directory migrated once per run (global-setup.ts). A server started on an empty directory
// copies it rather than running every migration again: that took most of a journey server's
// start (7.3 s against 1.9 s on a migrated copy, at load 7). The server still checks and applies
// migrations at start, so a copy is never behind the code.
const TEMPLATE_DIR = path.join(ROOT, '.test-results', 'e2e-data-template');
const TEMPLATE_READY = path.join(ROOT, '.test-results', 'e2e-data-template.ready');

/** Migrates the run's template data directory: a server started on it, then stopped cleanly. */
export async function prepareDataTemplate(): Promise<void> {
  removeDataTemplate();
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const server = await startOwnAppServer({ name: 'template', dataDir: TEMPLATE_DIR });
  await server.stop();
  fs.writeFileSync(TEMPLATE_READY, '');
}

export function removeDataTemplate(): void {
  fs.rmSync(TEMPLATE_READY, { force: true });
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
}

export interface OwnAppServer {
  /** The app's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  stop(): Promise<void>;
}

export async function startOwnAppServer(options: {
  /** Names the log file: .test-results/e2e-{name}-server.log. */
  name: string;
  env?: Record<string, string>;
  /** An existing data directory, kept on stop (to restart on the same data); else a fresh one. */
  dataDir?: string;
}): Promise<OwnAppServer> {
  // WEB_DIST_DIR may point at a private build, so one journey can be tried without rebuilding the
  // dist/web that other journeys are being served from.
  const webDist = process.env.WEB_DIST_DIR ?? path.join(ROOT, 'dist/web');
  if (!fs.existsSync(path.join(webDist, 'index.html')) || !fs.existsSync(SERVER_ENTRY)) {
    throw new Error('The app is not built: run `npm run build` (npm test does this).');
  }
  const ownDir = options.dataDir === undefined;
  const dataDir =
    options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `formloom-e2e-${options.name}-`));
  if (fs.existsSync(TEMPLATE_READY) && fs.readdirSync(dataDir).length === 0) {
    // Not the stopped server's control directory (a socket for the backup command): the database.
    fs.cpSync(TEMPLATE_DIR, dataDir, {
      recursive: true,
      filter: (source) => path.basename(source) !== '.control',
    });
  }
  // Its own embedded database, whatever the developer's shell says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      // Every request comes from 127.0.0.1; the limits are the API tests' business.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log goes to a file, so a failed journey can be traced to the request behind it.
  const logDir = path.join(ROOT, '.test-results');
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.createWriteStream(path.join(logDir, `e2e-${options.name}-server.log`), {
    // A restart on the same data appends to the first start's log.
    flags: ownDir ? 'w' : 'a',
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  let output = '';
  try {
    // The server listens before its database is migrated and logs "ready" once it serves.
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1] && output.includes('ready: database open and migrated')) {
          child.stdout?.off('data', onData);
          child.stderr?.off('data', onData);
          resolve(match[1]);
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('close', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
    const ready = await fetch(`${url}/api/health/ready`);
    if (ready.status !== 200) throw new Error(`server not ready (${ready.status}):\n${output}`);
    return { url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
