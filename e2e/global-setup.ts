/**
 * Starts the real built server once for the browser journeys: its own temporary DATA_DIR (PGlite)
 * and a free port. The app's address is provided as `appUrl` (not BASE_URL: Vitest overwrites it).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('The client is not built: run `npm run build` (npm test does this).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-e2e-'));
  // The journeys always run on their own embedded database, whatever the developer's shell says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      // Every journey comes from 127.0.0.1: per-address limits would throttle the suite itself.
      // The limits are proven by the API tests.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's log goes to a file, so a failed journey can be traced to the request behind it.
  const logDir = path.join(root, '.test-results');
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.createWriteStream(path.join(logDir, 'e2e-server.log'));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let output = '';
  // The server listens before its database is migrated (503 until then) and logs "ready" once it
  // serves: wait for that line rather than polling.
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
    child.on('close', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  // The log line comes after the hand-over; confirm the app itself answers ready.
  const ready = await fetch(`${url}/api/health/ready`);
  if (ready.status !== 200) throw new Error(`server not ready (${ready.status}):\n${output}`);
  project.provide('appUrl', url);

  return async () => {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
