/**
 * bench/scale-out (issue 19, item 9): submissions per second through nginx (the shipped
 * deploy/nginx.conf) to one instance of the built server and to two, on one PostgreSQL and Redis,
 * in the same run, and the ratio two/one. Rounds alternate the two set-ups (BENCH_ROUNDS, default 3,
 * of BENCH_DURATION seconds, default 5); medians are reported. Each instance is pinned to a core of
 * its own (taskset), so "one instance" is one core's worth of server; nginx, PostgreSQL, Redis and
 * the load generator share the machine, which on a 2-core machine caps the ratio well below 2.
 * It also reports what item 5 asks of the production build: the time from `node
 * dist/server/main.js` to /api/health/ready 200 (on an empty database, migrations included, and on
 * a migrated one) and the resident memory of an idle instance.
 *
 * Needs: the build (`npm run build`), DATABASE_URL or TEST_DATABASE_URL (it creates and drops its
 * own database), Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379/13) and Debian's nginx.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 40;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const MAIN = path.join(ROOT, 'dist/server/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function rssMB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const canPin = (() => {
  try {
    execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
    return os.availableParallelism() > 1;
  } catch {
    return false;
  }
})();

/** The built server, pinned to `core`; resolves once ready, with its start-up time. */
async function startInstance(core: number, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const command = canPin ? 'taskset' : process.execPath;
  const args = canPin ? ['-c', String(core), process.execPath, MAIN] : [MAIN];
  const at = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitReady(url, child);
  return {
    child,
    url,
    address: `127.0.0.1:${port}`,
    startupMs: Math.round(performance.now() - at),
  };
}

/** Debian's nginx with deploy/nginx.conf, its upstream being `addresses`. */
async function startNginx(dir: string, addresses: string[]) {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(dir, 'nginx-'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    fs
      .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
      .replace(/server app:3000([^;]*);/, addresses.map((a) => `server ${a}$1;`).join(' '))
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/tmp/', `${prefix}/`)
      // Node's child stdio are sockets, which nginx cannot open as /dev/stderr.
      .replace('error_log /dev/stderr', `error_log ${prefix}/error.log`),
  );
  const child = spawn('nginx', ['-c', conf, '-p', prefix, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child, 30_000);
  return { child, url };
}

async function load(url: string, origin: string, seconds: number) {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', origin },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ draftId: crypto.randomUUID(), answers: { name: 'Ada' } }),
        }),
      },
    ],
  });
  return {
    rps: result['2xx'] / (result.duration || seconds),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const base = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('bench/scale-out needs DATABASE_URL or TEST_DATABASE_URL.');
  if (!fs.existsSync(MAIN)) throw new Error('bench/scale-out needs the build: npm run build');
  const dbName = `formloom_scale_${process.pid}`;
  await admin(base, `create database ${dbName}`);
  const databaseUrl = new URL(base);
  databaseUrl.pathname = `/${dbName}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-scale-out-'));
  fs.chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  try {
    // Both proxies' origins are accepted: PUBLIC_URL is one of them, and the load sends it.
    const publicUrl = 'http://127.0.0.1';
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: publicUrl,
      SESSION_SECRET: crypto.randomBytes(36).toString('base64'),
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      SUBMIT_RATE_LIMIT_PER_MINUTE: '100000000',
    };
    const a = await startInstance(0, env);
    children.push(a.child);
    const b = await startInstance(1, env);
    children.push(b.child);
    const idleRssMB = rssMB(b.child.pid!);

    // A guest's published form with one question, made through the API as the builder does.
    const created = await fetch(`${a.url}/api/forms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({
        definition: {
          title: 'Scale-out',
          questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Name', order: 0 }],
        },
      }),
    });
    const cookie = created.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { id: formId } = (await created.json()) as { id: string };
    const published = await fetch(`${a.url}/api/forms/${formId}/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl, cookie },
      body: '{}',
    });
    if (published.status !== 200) throw new Error(`publish: ${published.status}`);

    const one = await startNginx(dir, [a.address]);
    children.push(one.child);
    const two = await startNginx(dir, [a.address, b.address]);
    children.push(two.child);
    const submitPath = `/api/public/forms/${formId}/responses`;
    await load(one.url + submitPath, publicUrl, 3);
    await load(two.url + submitPath, publicUrl, 3);
    const oneRuns: Awaited<ReturnType<typeof load>>[] = [];
    const twoRuns: Awaited<ReturnType<typeof load>>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oneRuns.push(await load(one.url + submitPath, publicUrl, DURATION_S));
      twoRuns.push(await load(two.url + submitPath, publicUrl, DURATION_S));
    }
    const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const oneRps = med(oneRuns.map((r) => r.rps));
    const twoRps = med(twoRuns.map((r) => r.rps));
    const failed = [...oneRuns, ...twoRuns].reduce((n, r) => n + r.failed, 0);
    console.log(
      `rounds (req/s, one/two instances): ${oneRuns.map((r, i) => `${r.rps.toFixed(0)}/${twoRuns[i]!.rps.toFixed(0)}`).join(', ')}`,
    );
    console.log(
      `start-up to ready: ${a.startupMs} ms on an empty database, ${b.startupMs} ms on a migrated one; idle RSS ${idleRssMB} MB`,
    );
    return {
      oneInstanceRps: Math.round(oneRps),
      twoInstancesRps: Math.round(twoRps),
      ratio: Number((twoRps / oneRps).toFixed(3)),
      oneInstanceP99: med(oneRuns.map((r) => r.p99)),
      twoInstancesP99: med(twoRuns.map((r) => r.p99)),
      failed,
      cores: os.availableParallelism(),
      pinned: canPin,
      startupEmptyDbMs: a.startupMs,
      startupMigratedDbMs: b.startupMs,
      idleRssMB,
      rounds: ROUNDS,
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) =>
        c.exitCode === null && c.signalCode === null
          ? new Promise((resolve) => c.once('exit', resolve))
          : null,
      ),
    );
    await admin(base, `drop database if exists ${dbName} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
