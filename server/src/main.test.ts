/**
 * The real process: start-up on an empty DATA_DIR, refusal of a second server on the same
 * directory, and a graceful SIGTERM that closes the database and frees the directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from './test-support/server-entry';
import { waitForReady } from './test-support/server-process';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { lockDataDir } from './db/data-dir-lock';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-main-'));
const children: ChildProcess[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  // Servers expected to fail never listen; only awaited promises should report that.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  // Two cold starts of tsx + PGlite: allow for a loaded 2-core machine.
  it(
    'starts on an empty data directory, refuses a second server there, and stops on SIGTERM',
    { timeout: 120_000 },
    async () => {
      const first = startServer({ DATA_DIR: dataDir });
      // What the first server said is the only witness to a failure between the two checks.
      onTestFailed(() => console.error(`the first server's output:\n${first.output()}`));
      const url = await first.listening;
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);

      const second = startServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('Another Formloom process is using the data directory');
      // The first server is unharmed by the attempt.
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      // Stopped once started: a SIGTERM during the first migration lets it finish first, which
      // on a busy machine outlasts the 10 s grace period (the forced exit's 1, not this test's
      // subject; server-start.postgres.fault.test.ts stops a server held in its migration).
      await waitForReady(url);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shutting down: draining requests');
      const release = await lockDataDir(dataDir);
      await release();
    },
  );

  it('exits with a clear message when configuration is invalid', { timeout: 60_000 }, async () => {
    const bad = startServer({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Missing required settings in production');
  });
});
