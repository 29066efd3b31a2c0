/**
 * bench/submit: response submissions per second and p99 latency of the real endpoint (validation,
 * rate limiting, idempotency, one transaction) against a bare Fastify route doing one INSERT into
 * the same PostgreSQL, in the same run. Server and load generator are pinned to different cores.
 * Needs DATABASE_URL or TEST_DATABASE_URL; it creates and drops its own database. BENCH_ROUNDS
 * (default 8) alternating rounds of BENCH_DURATION seconds (default 3) each; medians reported, and
 * `roundRatio`, the median of each round's ratio to the baseline run just before it: this host's
 * CPU runs a fixed loop anywhere from 430 to 840 ms (2026-11-29), and short alternating rounds put
 * both sides in the same spell far more often than three long ones did.
 * BENCH_METRICS=1 runs the endpoint with METRICS_TOKEN set (the /metrics request hook on).
 * BENCH_DRIVER=pglite runs both sides on an embedded PGlite each instead (no database URL needed):
 * the app against a bare route doing one INSERT into its own PGlite.
 * Goal (DESIGN.md §7): ratio >= 0.8, p99 ratio <= 1.5.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { submitLoad } from './support/submit-load';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 8));

function adminUrl(): string {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('bench/submit needs DATABASE_URL or TEST_DATABASE_URL (PostgreSQL).');
  return url;
}

function withDb(url: string, db: string) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function admin(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(sql).finally(() => c.end());
}

function startSide(
  mode: string,
  url: string,
  formId: string,
): Promise<{ child: ChildProcess; port: number }> {
  const script = path.join(import.meta.dirname, 'support', 'submit-server.ts');
  // Core 0 serves; this process (the load) runs on core 1.
  const child = spawn(
    'taskset',
    ['-c', '0', process.execPath, '--import', 'tsx', script, mode, url, formId],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${mode} exited with ${code}`)));
  });
}

async function load(url: string, warm = false) {
  const result = await submitLoad(url, warm ? 3 : DURATION_S);
  const ok = result['2xx'];
  return {
    rps: ok / (result.duration || DURATION_S),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Where each side's data lives: one PostgreSQL database for both, or (BENCH_DRIVER=pglite) a
 * PGlite data directory per side, each seeded alike. `drop` removes it all.
 */
async function createStores(): Promise<{
  baseline: string;
  app: string;
  drop: () => Promise<void>;
}> {
  if (process.env.BENCH_DRIVER === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-bench-submit-'));
    const sides = { baseline: path.join(dir, 'baseline'), app: path.join(dir, 'app') };
    // PGlite creates its data directory but not the directories above it.
    for (const side of Object.values(sides)) fs.mkdirSync(side);
    return { ...sides, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const base = adminUrl();
  const dbName = `formloom_bench_${process.pid}`;
  await admin(base, `create database ${dbName}`);
  const url = withDb(base, dbName);
  return {
    baseline: url,
    app: url,
    drop: () => admin(base, `drop database if exists ${dbName} with (force)`),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const stores = await createStores();
  const formId = `bench${crypto.randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];
  try {
    try {
      execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    } catch {
      console.warn('taskset unavailable: server and load share cores');
    }
    for (const store of new Set([stores.baseline, stores.app])) {
      const seed = await startSide('seed', store, formId);
      await new Promise((r) => seed.child.once('exit', r));
    }

    const baselineSide = await startSide('baseline', stores.baseline, formId);
    children.push(baselineSide.child);
    const appSide = await startSide('app', stores.app, formId);
    children.push(appSide.child);
    const baselineUrl = `http://127.0.0.1:${baselineSide.port}/baseline`;
    const appUrl = `http://127.0.0.1:${appSide.port}/api/public/forms/${formId}/responses`;
    await load(baselineUrl, true);
    await load(appUrl, true);
    // Rounds alternate baseline and subject, so a slow spell of the machine (or a checkpoint in
    // PostgreSQL) lands on both; the medians are reported.
    const baselineRuns: Awaited<ReturnType<typeof load>>[] = [];
    const subjectRuns: Awaited<ReturnType<typeof load>>[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      baselineRuns.push(await load(baselineUrl));
      subjectRuns.push(await load(appUrl));
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const baseline = {
      rps: med(baselineRuns.map((r) => r.rps)),
      p99: med(baselineRuns.map((r) => r.p99)),
    };
    const subject = {
      rps: med(subjectRuns.map((r) => r.rps)),
      p99: med(subjectRuns.map((r) => r.p99)),
      non2xx: subjectRuns.reduce((n, r) => n + r.non2xx, 0),
    };
    console.log(
      `rounds (req/s, baseline/subject): ${baselineRuns.map((b, i) => `${b.rps.toFixed(0)}/${subjectRuns[i]!.rps.toFixed(0)}`).join(', ')}`,
    );

    const roundRatio = med(subjectRuns.map((r, i) => r.rps / baselineRuns[i]!.rps));
    console.log(`baseline (bare INSERT): ${baseline.rps.toFixed(0)} req/s, p99 ${baseline.p99} ms`);
    console.log(
      `submit endpoint:        ${subject.rps.toFixed(0)} req/s, p99 ${subject.p99} ms (non-2xx ${subject.non2xx})`,
    );
    return {
      rps: Math.round(subject.rps),
      baselineRps: Math.round(baseline.rps),
      ratio: Number((subject.rps / baseline.rps).toFixed(3)),
      roundRatio: Number(roundRatio.toFixed(3)),
      p99: subject.p99,
      baselineP99: baseline.p99,
      p99Ratio: Number((subject.p99 / Math.max(baseline.p99, 1)).toFixed(3)),
      non2xx: subject.non2xx,
      rounds: ROUNDS,
      driver: process.env.BENCH_DRIVER === 'pglite' ? 'pglite' : 'postgres',
    };
  } finally {
    const exits = children.map((c) =>
      c.exitCode !== null || c.signalCode !== null
        ? Promise.resolve()
        : new Promise((r) => c.once('exit', r)),
    );
    for (const c of children) c.kill();
    // A PGlite side must be gone before its data directory is removed.
    await Promise.all(exits);
    await stores.drop();
  }
}
