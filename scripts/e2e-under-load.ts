/**
 * `npm run test:e2e:busy [-- --runs N] [-- e2e/file.spec.ts ...]`: the browser journeys on a busy
 * machine. Builds the client once, starts one CPU hog per core, runs the e2e project N times
 * (default 3) and prints each run's result. Races that a quiet laptop hides (a key pressed before
 * a listener is attached, a layout that moves under a click) show up here, as they did on CI while
 * other jobs shared the CPU. A check for engineers, not part of `npm test`.
 *
 * `--project fault` runs the fault tests under the same load instead (no client build), e.g.
 * `TEST_DRIVER=postgres TEST_DATABASE_URL=… npm run test:e2e:busy -- --project fault --runs 10
 * server/src/rolling-restart.postgres.fault.test.ts` (issue 26).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function parseArgs(argv: string[]): { runs: number; project: string; files: string[] } {
  let runs = 3;
  let project = 'e2e';
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--project' || arg.startsWith('--project=')) {
      project = (arg === '--project' ? argv[++i] : arg.slice('--project='.length)) ?? '';
      if (!['e2e', 'fault'].includes(project)) throw new Error('--project is e2e or fault');
    } else if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number ≥ 1`);
    } else {
      files.push(arg);
    }
  }
  return { runs, project, files };
}

const { runs, project, files } = parseArgs(process.argv.slice(2));
const cores = os.availableParallelism();
const hogs: ChildProcess[] = [];
/** The build or e2e run in progress, stopped with the hogs when this script is stopped. */
let current: ChildProcess | null = null;

/** Kills the hogs we started (by their own pids, nothing else); safe to call more than once. */
function stopHogs() {
  for (const hog of hogs.splice(0)) {
    if (hog.exitCode === null && hog.signalCode === null) hog.kill('SIGKILL');
  }
}

// The hogs must never outlive this script, however it ends.
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopHogs();
    const running = current;
    if (!running) process.exit(130);
    // The whole group: Vitest stopped by a signal skips its teardown, which would have stopped
    // the e2e server (and Chromium) it started; they are in the run's process group.
    running.once('close', () => process.exit(130));
    if (running.pid) process.kill(-running.pid, 'SIGTERM');
  });
}

/** Runs a command to its end. Async, so a SIGTERM to this script is handled at once. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    // Its own process group, so a stop can reach everything the run started (see above).
    const child = spawn(command, args, {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, ...env },
    });
    current = child;
    child.on('error', () => resolve(1));
    child.on('close', (code) => {
      current = null;
      resolve(code ?? 1);
    });
  });
}

// The client is built once into a directory of this check's own, which the e2e server serves
// (WEB_DIST_DIR): a `npm run build` elsewhere in the same tree empties dist/web, and a journey
// that loads a chunk just then fails for a reason that has nothing to do with load.
// The fault tests start the server from source with no client (WEB_DIST_DIR is theirs to set).
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-busy-web-'));
process.on('exit', () => fs.rmSync(webDir, { recursive: true, force: true }));
const vite = 'node_modules/vite/bin/vite.js';
if (project === 'e2e') console.log(`Building the client once, into ${webDir}…`);
const built =
  project !== 'e2e' ||
  ((await run(process.execPath, [
    vite,
    'build',
    '--config',
    'web/vite.config.ts',
    '--outDir',
    webDir,
    '--emptyOutDir',
  ])) === 0 &&
    (await run(process.execPath, [
      vite,
      'build',
      '--config',
      'web/vite.form.config.ts',
      '--outDir',
      webDir,
    ])) === 0);
if (!built) {
  console.error('The client build failed.');
  process.exit(1);
}

// The check is meant for a machine that the hogs (about one runnable process per core) and the
// run itself keep busy. On a shared machine others may add far more: then a journey can use up its
// whole budget while progressing steadily, which is not a race. The load is printed with each
// result, so a failure can be read against the load it happened under.
const loadBefore = os.loadavg()[0]!;
if (loadBefore > cores) {
  console.log(
    `Note: the machine is already busy before the hogs start (1-minute load ${loadBefore.toFixed(1)} on ${cores} cores).`,
  );
}

for (let i = 0; i < cores; i++) {
  hogs.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}
console.log(`${cores} CPU hogs running (pids ${hogs.map((h) => h.pid).join(', ')}).`);

/** Samples the 1-minute load average while `work` runs: its mean and peak. */
async function underLoad<T>(work: () => Promise<T>) {
  const samples: number[] = [];
  const sample = () => samples.push(os.loadavg()[0]!);
  sample();
  const sampler = setInterval(sample, 15_000);
  try {
    return { value: await work(), samples };
  } finally {
    clearInterval(sampler);
    sample();
  }
}

const results: { run: number; ok: boolean; seconds: number; mean: number; peak: number }[] = [];
try {
  for (let n = 1; n <= runs; n++) {
    console.log(`\n=== ${project} run ${n} of ${runs} under load ===\n`);
    const started = Date.now();
    const { value: status, samples } = await underLoad(() =>
      run(
        process.execPath,
        ['node_modules/vitest/vitest.mjs', 'run', '--project', project, ...files],
        { WEB_DIST_DIR: webDir },
      ),
    );
    results.push({
      run: n,
      ok: status === 0,
      seconds: Math.round((Date.now() - started) / 1000),
      mean: samples.reduce((sum, load) => sum + load, 0) / samples.length,
      peak: Math.max(...samples),
    });
  }
} finally {
  stopHogs();
}

console.log(`\n${project} under load (${cores} hogs on ${cores} cores):`);
for (const r of results) {
  console.log(
    `  run ${r.run}: ${r.ok ? 'passed' : 'FAILED'} in ${r.seconds} s` +
      ` (1-minute load: mean ${r.mean.toFixed(1)}, peak ${r.peak.toFixed(1)})`,
  );
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${runs - failed} of ${runs} runs passed`);
process.exit(failed > 0 ? 1 : 0);
