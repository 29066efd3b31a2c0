/**
 * bench/startup (issue 33 item 3): how long `node dist/server/main.js` takes from its spawn to
 * /api/health/ready answering 200 on an already migrated database, and how much CPU Node used by
 * then (its /proc stat: user + system). The wall time is what a container start waits; on a machine
 * whose cores are shared with other work the CPU time is what start-up costs, and what a quiet core
 * would turn into wall time. Goal: ready within 3 s.
 *
 * Baseline, in the same run: a bare Fastify server (the framework alone, one route answering 200)
 * started the same way, so the ratio app/baseline says how much start-up work is the app's own.
 * Each driver is measured BENCH_ROUNDS times (default 5), alternating with the baseline; medians are
 * reported, with the load average before and after.
 *
 * Needs the build (`npm run build`, or `node --import tsx scripts/build-server.ts` for the server
 * alone). PGlite always (a data directory of its own, migrated by a first start); PostgreSQL when
 * TEST_DATABASE_URL or DATABASE_URL is set (that database is migrated by the first start too).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'dist/server/main.js');
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const READY_BUDGET_MS = 3000;

/** Fastify imported by its resolved path, so the file can live outside the project. */
const BARE_FASTIFY = `
import Fastify from '${pathToFileURL(createRequire(MAIN).resolve('fastify')).href}';
const app = Fastify();
app.get('/api/health/ready', async () => ({ ready: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** User + system CPU time of `pid` so far, in ms (fields 14 and 15 of its stat, in clock ticks). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!;
  const [utime, stime] = stat.split(' ').slice(11, 13).map(Number) as [number, number];
  return (utime + stime) * 10;
}

interface Start {
  readyMs: number;
  cpuMs: number;
}

/** Spawns `args`, waits for /api/health/ready 200, reads its CPU time, and stops it. */
async function timeStart(args: string[], env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/health/ready`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const deadline = startedAt + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${stderr}`);
      const ok = await fetch(url).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() > deadline) throw new Error(`not ready in 120 s: ${stderr}`);
      // A refused connection answers at once, so polling this often costs next to nothing.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const readyMs = Math.round(performance.now() - startedAt);
    return { readyMs, cpuMs: cpuMs(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const load = () => os.loadavg().map((n) => n.toFixed(2));

export async function run(): Promise<Record<string, unknown>> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} missing: run npm run build first`);
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-startup-'));
  const bareFile = path.join(temp, 'bare-fastify.mjs');
  fs.writeFileSync(bareFile, BARE_FASTIFY);
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-startup-session-secret-of-enough-length-0123456789',
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const drivers: Record<string, Record<string, string>> = {
    pglite: { ...common, DATA_DIR: path.join(temp, 'pglite') },
  };
  if (postgresUrl) {
    drivers.postgres = { ...common, DATA_DIR: path.join(temp, 'pg'), DATABASE_URL: postgresUrl };
  }
  const loadBefore = load();
  const figures: Record<string, unknown> = {};
  try {
    const baseline: Start[] = [];
    for (const [driver, env] of Object.entries(drivers)) {
      // The first start migrates; what is measured is a restart on the migrated database.
      await timeStart([MAIN], env);
      const starts: Start[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        starts.push(await timeStart([MAIN], env));
        baseline.push(await timeStart([bareFile], {}));
      }
      const readyMs = median(starts.map((s) => s.readyMs));
      const appCpuMs = median(starts.map((s) => s.cpuMs));
      console.log(
        `${driver}: ready ${starts.map((s) => s.readyMs).join(', ')} ms wall; ` +
          `${starts.map((s) => s.cpuMs).join(', ')} ms CPU`,
      );
      figures[`${driver}ReadyMs`] = readyMs;
      figures[`${driver}CpuMs`] = appCpuMs;
      figures[`${driver}WithinBudget`] = readyMs <= READY_BUDGET_MS;
    }
    const baselineCpuMs = median(baseline.map((s) => s.cpuMs));
    console.log(
      `bare Fastify: ready ${baseline.map((s) => s.readyMs).join(', ')} ms wall; ` +
        `${baseline.map((s) => s.cpuMs).join(', ')} ms CPU`,
    );
    figures.baselineReadyMs = median(baseline.map((s) => s.readyMs));
    figures.baselineCpuMs = baselineCpuMs;
    figures.cpuRatio = Number(((figures.pgliteCpuMs as number) / baselineCpuMs).toFixed(2));
    figures.loadBefore = loadBefore.join(' ');
    figures.loadAfter = load().join(' ');
    return figures;
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}
