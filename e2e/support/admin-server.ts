/**
 * A server of its own with an admin (issue 16), made the only way the product allows: an account
 * is registered, the server stops, `npm run make-admin` (server/src/cli/make-admin.ts) promotes it
 * on the data directory, and the server starts again on the same data. The CLI takes the DATA_DIR
 * lock like the server, so it cannot run beside the shared e2e server, and the server offers no
 * other way in, on purpose: no test-only backdoor exists to make an admin.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface AdminServer {
  url: string;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  // Its own embedded database, whatever the developer's shell says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return {
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(ROOT, 'dist/web'),
    // Every request comes from 127.0.0.1; the limits are the API tests' business.
    RATE_LIMIT_ALLOWLIST: '127.0.0.1',
  };
}

/** Starts the built app on `dataDir` and resolves once it serves (as global-setup does). */
async function startServer(dataDir: string, log: fs.WriteStream): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
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

/** Runs `npm run make-admin -- <username>` on the data directory (the server must be stopped). */
function makeAdmin(dataDir: string, username: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/make-admin.ts', username],
      { cwd: ROOT, env: serverEnv(dataDir), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`make-admin (${code}): ${output}`)),
    );
  });
}

/** The built app on a fresh data directory, with one admin whose credentials are returned. */
export async function startAdminServer(): Promise<AdminServer> {
  if (!fs.existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    throw new Error('The client is not built: run `npm run build` (npm test does this).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-e2e-admin-'));
  const logDir = path.join(ROOT, '.test-results');
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.createWriteStream(path.join(logDir, 'e2e-admin-server.log'));
  const admin = { username: `root-${Date.now().toString(36)}`, password: 'correct horse battery' };
  let server: RunningServer | null = null;
  const cleanUp = async () => {
    await server?.stop();
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    server = await startServer(dataDir, log);
    const origin = new URL(server.url).origin;
    const res = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({
        username: admin.username,
        email: `${admin.username}@example.com`,
        name: 'Rita Root',
        password: admin.password,
        confirmPassword: admin.password,
      }),
    });
    if (res.status !== 201) throw new Error(`register failed (${res.status}): ${await res.text()}`);
    await server.stop();
    server = null;
    const said = await makeAdmin(dataDir, admin.username);
    if (!said.includes('is now an admin')) throw new Error(`make-admin said: ${said}`);
    server = await startServer(dataDir, log);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return { url: server.url, admin, stop: cleanUp };
}
