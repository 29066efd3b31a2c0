/**
 * A server of its own with an admin (issue 16), made the only way the product allows: an account
 * is registered, the server stops, `npm run make-admin` (server/src/cli/make-admin.ts) promotes it
 * on the data directory, and the server starts again on the same data. The CLI takes the DATA_DIR
 * lock like the server, so it cannot run beside the shared e2e server, and the server offers no
 * other way in, on purpose: no test-only backdoor exists to make an admin.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliArgs } from '../../server/src/test-support/server-entry';
import { type OwnAppServer, startOwnAppServer } from './own-app-server';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface AdminServer {
  url: string;
  admin: { username: string; password: string };
  stop(): Promise<void>;
}

/** Runs `npm run make-admin -- <username>` on the data directory (the server must be stopped). */
function makeAdmin(dataDir: string, username: string): Promise<string> {
  // The CLI opens the same embedded database as the server, whatever the shell says.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return new Promise((resolve, reject) => {
    // The build's CLI under `npm test`, as the journeys' servers are (server-entry.ts).
    const child = spawn(process.execPath, [...cliArgs('make-admin'), username], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'test', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`make-admin (${code}): ${output}`)),
    );
  });
}

/**
 * The built app on a fresh data directory, with one admin whose credentials are returned. `name`
 * names its log (.test-results/e2e-{name}-server.log); `env` adds settings to both starts (mail,
 * webhooks to loopback) for a journey that needs them as well as an admin.
 */
export async function startAdminServer(
  options: { name?: string; env?: Record<string, string> } = {},
): Promise<AdminServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-e2e-admin-'));
  const admin = { username: `root-${Date.now().toString(36)}`, password: 'correct horse battery' };
  const serverOptions = { name: options.name ?? 'admin', dataDir, env: options.env };
  let server: OwnAppServer | null = null;
  const cleanUp = async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    server = await startOwnAppServer(serverOptions);
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
    server = await startOwnAppServer(serverOptions);
  } catch (err) {
    await cleanUp();
    throw err;
  }
  return { url: server.url, admin, stop: cleanUp };
}
