/**
 * For the fault tests (`*.fault.test.ts`, the `fault` project): the real server as a child process
 * (server-entry.ts: the build `npm test` made, else the sources through tsx) on 127.0.0.1, its
 * own database (a temporary DATA_DIR on PGlite; a fresh database on TEST_DATABASE_URL's server
 * when TEST_DRIVER=postgres), concurrent HTTP clients that keep an acknowledgement log, and what
 * the database and the owner's listing say.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverArgs } from './server-entry';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { Client } from './fault-client';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export const driver: 'pglite' | 'postgres' =
  process.env.TEST_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** Where one test's data lives; the same store survives the server's restarts. */
export interface Store {
  env: Record<string, string>;
  /** Ids of the form's stored responses, read straight from the database (no server running). */
  storedIds(formId: string): Promise<Set<number>>;
  dispose(): Promise<void>;
}

export async function createStore(): Promise<Store> {
  if (driver === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `formloom_fault_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(admin, `create database "${name}"`);
    const u = new URL(admin);
    u.pathname = `/${name}`;
    const url = u.toString();
    return {
      env: { DATABASE_URL: url },
      async storedIds(formId) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const { rows } = await client.query<{ id: string }>(
            'select id::text from responses where form_id = $1',
            [formId],
          );
          return new Set(rows.map((r) => Number(r.id)));
        } finally {
          await client.end();
        }
      },
      dispose: () => adminQuery(admin, `drop database if exists "${name}" with (force)`),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-fault-'));
  return {
    env: { DATA_DIR: dataDir },
    async storedIds(formId) {
      // Through the same lock as the server: this proves the server let go of the directory.
      const release = await lockDataDir(dataDir);
      const database = await openDatabase({ driver: 'pglite', dataDir });
      try {
        const rows = await database.prepared<{ id: number | string }>(
          'stored-ids',
          'select id from responses where form_id = $1',
          [formId],
        );
        return new Set(rows.map((r) => Number(r.id)));
      } finally {
        await database.close();
        await release();
      }
    },
    dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ServerProcess {
  child: ChildProcess;
  /** The base URL, once the server listens (it may still be migrating). */
  listening: Promise<string>;
  exited: Promise<number | null>;
  startedAt: number;
  /** Everything it printed so far (pino's JSON lines on stdout). */
  output(): string;
  /** Its JSON log lines, parsed. */
  logLines(): Record<string, unknown>[];
}

const running = new Set<ChildProcess>();

export function startServer(env: Record<string, string>): ServerProcess {
  const startedAt = Date.now();
  const child = spawn(process.execPath, serverArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST_DIR: '/nonexistent',
      // Every client is 127.0.0.1: per-address limits would throttle the load itself.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  listening.catch(() => {});
  return {
    child,
    listening,
    exited,
    startedAt,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** For afterAll/afterEach: no server outlives its test file. */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** Polls a condition until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Until `/api/health/ready` answers 200 (the database is open and migrated). */
export function waitForReady(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  return waitFor(
    `${baseUrl} ready`,
    () =>
      fetch(`${baseUrl}/api/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      ),
    timeoutMs,
  );
}

export { Client, type HttpResult, type RequestError } from './fault-client';

/** A guest owner with one published form of one optional question. */
export async function publishForm(owner: Client): Promise<string> {
  const created = await owner.request('POST', '/api/forms', {
    definition: {
      title: 'Fault test',
      questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
      customization: {},
    },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body}`);
  const { id } = JSON.parse(created.body) as { id: string };
  const published = await owner.request('POST', `/api/forms/${id}/publish`);
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.body}`);
  return id;
}

/** Every response id of the form in the owner's listing, page by page. */
export async function listedIds(owner: Client, formId: string): Promise<Set<number>> {
  const ids = new Set<number>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await owner.request('GET', `/api/forms/${formId}/responses?limit=50${query}`);
    if (res.status !== 200) throw new Error(`list: ${res.status} ${res.body}`);
    const page = JSON.parse(res.body) as { items: { id: string }[]; nextCursor: string | null };
    for (const item of page.items) ids.add(Number(item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

export interface Outcome {
  draftId: string;
  /** The HTTP status, or null when the connection failed (refused, reset, killed). */
  status: number | null;
  responseId?: number;
  retryAfter?: string;
  requestId?: string;
  code?: string;
  error?: string;
}

export interface Load {
  /** Every submission's outcome, in the order they settled. */
  outcomes: Outcome[];
  /** Resolves when every client has stopped. */
  done: Promise<void>;
  stop(): void;
}

export function acknowledged(outcomes: readonly Outcome[]): number[] {
  return outcomes.filter((o) => o.status === 201).map((o) => o.responseId!);
}

/**
 * `clients` concurrent respondents, each submitting one response after another (a fresh draft
 * each time) until stopped, until it has sent `maxEach`, or, with `stopOnConnectionError`, until
 * its connection fails. Bounded in count, so a test cannot flood the machine.
 */
export function startLoad(
  baseUrl: string,
  formId: string,
  options: { clients: number; maxEach: number; stopOnConnectionError?: boolean },
): Load {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const one = async () => {
    const client = new Client(baseUrl);
    try {
      for (let i = 0; i < options.maxEach && !stopped; i++) {
        const draftId = crypto.randomUUID();
        try {
          const res = await client.request('POST', `/api/public/forms/${formId}/responses`, {
            draftId,
            answers: { name: `R ${draftId.slice(0, 8)}` },
          });
          const body = safeJson(res.body);
          outcomes.push({
            draftId,
            status: res.status,
            responseId: typeof body.responseId === 'number' ? body.responseId : undefined,
            retryAfter: res.headers['retry-after'] as string | undefined,
            requestId: res.headers['x-request-id'] as string | undefined,
            code: typeof body.code === 'string' ? body.code : undefined,
          });
        } catch (err) {
          outcomes.push({ draftId, status: null, error: (err as Error).message });
          if (options.stopOnConnectionError) return;
        }
      }
    } finally {
      client.close();
    }
  };
  const done = Promise.all(Array.from({ length: options.clients }, one)).then(() => {});
  return {
    outcomes,
    done,
    stop: () => {
      stopped = true;
    },
  };
}

function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The local PostgreSQL cluster behind TEST_DATABASE_URL, found by its port among Debian's clusters
 * (`pg_lsclusters`), driven the way `.ci/run` starts it. Stopping it cuts off every user of that
 * server, which is why the fault project runs alone.
 */
export function localCluster(url = process.env.TEST_DATABASE_URL!) {
  const { hostname, port: rawPort } = new URL(url);
  const port = rawPort || '5432';
  const line = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((cols) => cols[2] === port);
  if (!line) throw new Error(`no local PostgreSQL cluster listens on port ${port} (pg_lsclusters)`);
  const [version, name] = line as [string, string];
  const ctl = (action: 'start' | 'stop') =>
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action], {
      stdio: 'pipe',
    });
  const isUp = () =>
    spawnSync('pg_isready', ['-h', hostname, '-p', port, '-q'], { stdio: 'ignore' }).status === 0;
  return {
    stop: () => ctl('stop'),
    async start() {
      if (!isUp()) ctl('start');
      await waitFor(`PostgreSQL ${version}/${name} accepting connections`, isUp, 60_000);
    },
    isUp,
  };
}
