/**
 * Where bench/submit's time goes (issue 33 item 5): one side of the bench (`app`, the default, or
 * `baseline`) under the same load, in a process started with Node's own `--cpu-prof`, and the CPU
 * its process and its PostgreSQL backends used per request, read from /proc. Prints the functions
 * with the most self time and the same grouped by where their code lives (a package, the server,
 * core, Node itself).
 *
 *   TEST_DATABASE_URL=postgres://... node --import tsx bench/support/submit-profile.ts [app|baseline]
 *
 * BENCH_DURATION (default 10 s) is the profiled load; PROFILE_TOP (default 30) how many functions.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { submitLoad as load } from './submit-load';

const mode = process.argv[2] ?? 'app';
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 30);
const root = path.resolve(import.meta.dirname, '../..');
const script = path.join(import.meta.dirname, 'submit-server.ts');
// --cpu-prof writes its file when the process exits normally, which a bare SIGTERM is not.
const EXIT_ON_TERM = `data:text/javascript,process.on('SIGTERM',()=>process.exit(0))`;

function start(args: string[], side: string, url: string, formId: string) {
  const child = spawn(process.execPath, [...args, '--import', 'tsx', script, side, url, formId], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`${side} exited with ${code}`)));
  });
}

/** utime + stime of a process, in ms (0 if it is gone). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** Transactions committed in the database so far (the statistics lag by up to half a second). */
async function commits(client: pg.Client, db: string): Promise<number> {
  await new Promise((r) => setTimeout(r, 600));
  const { rows } = await client.query<{ n: string }>(
    'select xact_commit as n from pg_stat_database where datname = $1',
    [db],
  );
  return Number(rows[0]!.n);
}

/**
 * WAL flushes (fsyncs) the whole cluster has done so far: both sides commit about as many rows per
 * flush (the endpoint a batch, the baseline its connections' commits grouped), which bounds both.
 * Cluster-wide, so other databases' commits in the window count too.
 */
async function walSyncs(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: string }>('select wal_sync as n from pg_stat_wal');
  return Number(rows[0]!.n);
}

async function backends(client: pg.Client, db: string): Promise<number[]> {
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [db],
  );
  return rows.map((r) => r.pid);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * Self time per function and per place, as shares of the samples of the profile's last
 * `windowMs` (the measured load: start-up and warm-up left out).
 */
function summarise(file: string, windowMs: number) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
    endTime: number;
  };
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  const from = profile.endTime - windowMs * 1000;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const fns = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byNode.get(id)!.callFrame;
    const where = url.replace(`file://${root}/`, '').replace(/^.*node_modules\//, '');
    const fn = `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
    const place = !url
      ? functionName.startsWith('(')
        ? functionName
        : '(native)'
      : url.startsWith('node:')
        ? 'node: internals'
        : /node_modules\//.test(url)
          ? /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)![1]!
          : where.split('/').slice(0, 3).join('/');
    places.set(place, (places.get(place) ?? 0) + us);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${k}`);
  return { totalMs: total / 1000, functions: top(fns, TOP), places: top(places, 20) };
}

async function main() {
  const base = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('needs DATABASE_URL or TEST_DATABASE_URL (PostgreSQL)');
  const dbName = `formloom_profile_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const u = new URL(base);
  u.pathname = `/${dbName}`;
  const url = u.toString();
  const formId = `prof${crypto.randomBytes(4).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'submit-profile-'));
  try {
    const seed = await start([], 'seed', url, formId);
    await new Promise((r) => seed.child.once('exit', r));
    const side = await start(
      ['--cpu-prof', '--cpu-prof-dir', dir, '--import', EXIT_ON_TERM],
      mode,
      url,
      formId,
    );
    const target =
      mode === 'baseline'
        ? `http://127.0.0.1:${side.port}/baseline`
        : `http://127.0.0.1:${side.port}/api/public/forms/${formId}/responses`;
    await load(target, 3);
    const pids = await backends(admin, dbName);
    const commitsBefore = await commits(admin, dbName);
    const syncsBefore = await walSyncs(admin);
    const before = { node: cpuMs(side.child.pid!), pg: pids.map(cpuMs) };
    const loadStart = Date.now();
    const result = await load(target, DURATION_S);
    const nodeMs = cpuMs(side.child.pid!) - before.node;
    const pgMs = pids.map(cpuMs).reduce((a, b, i) => a + b - before.pg[i]!, 0);
    const committed = (await commits(admin, dbName)) - commitsBefore;
    const syncs = (await walSyncs(admin)) - syncsBefore;
    const exited = new Promise((r) => side.child.once('exit', r));
    side.child.kill('SIGTERM');
    await exited;
    // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the main one (tsx's loader
    // runs in a worker of its own).
    const file = fs.readdirSync(dir).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
    if (!file) throw new Error('no profile written');
    const summary = summarise(path.join(dir, file), Date.now() - loadStart);
    const ok = result['2xx'];
    console.log(
      `${mode}: ${(ok / result.duration).toFixed(0)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
    console.log(
      `CPU per request: node ${((1000 * nodeMs) / ok).toFixed(0)} us, PostgreSQL backends ${((1000 * pgMs) / ok).toFixed(0)} us (load average ${os.loadavg()[0]!.toFixed(2)})`,
    );
    console.log(`Requests per committed transaction: ${(ok / committed).toFixed(1)}`);
    console.log(`Requests per WAL flush (cluster-wide): ${(ok / Math.max(syncs, 1)).toFixed(1)}`);
    console.log(
      `\nSelf time by place (${summary.totalMs.toFixed(0)} ms profiled under the measured load):`,
    );
    for (const line of summary.places) console.log(line);
    console.log('\nSelf time by function:');
    for (const line of summary.functions) console.log(line);
    console.log(`\nprofile: ${path.join(dir, file)}`);
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
