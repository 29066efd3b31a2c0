/**
 * The one way the browser journeys start the built app: the shared server (global-setup.ts) and
 * the servers of journeys that need settings it does not have (billing, admin, webhooks). Its own
 * DATA_DIR (PGlite), a free port, extra environment; it waits for the "ready" log line rather than
 * polling, then confirms /api/health/ready.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

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
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The client is not built: run `npm run build` (npm test does this).');
  }
  const ownDir = options.dataDir === undefined;
  const dataDir =
    options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `formloom-e2e-${options.name}-`));
  // Its own embedded database, whatever the developer's shell says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
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
