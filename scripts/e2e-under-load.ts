/**
 * `npm run test:e2e:busy [-- --runs N] [-- e2e/file.spec.ts ...]`: the browser journeys on a busy
 * machine. Builds the client once, starts one CPU hog per core, runs the e2e project N times
 * (default 3) and prints each run's result. Races that a quiet laptop hides (a key pressed before
 * a listener is attached, a layout that moves under a click) show up here, as they did on CI while
 * other jobs shared the CPU. A check for engineers, not part of `npm test`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function parseArgs(argv: string[]): { runs: number; files: string[] } {
  let runs = 3;
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--runs' || arg.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs needs a whole number ≥ 1`);
    } else {
      files.push(arg);
    }
  }
  return { runs, files };
}

const { runs, files } = parseArgs(process.argv.slice(2));
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
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-busy-web-'));
process.on('exit', () => fs.rmSync(webDir, { recursive: true, force: true }));
console.log(`Building the client once, into ${webDir}…`);
const vite = 'node_modules/vite/bin/vite.js';
const built =
  (await run(process.execPath, [
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
  ])) === 0;
if (!built) {
  console.error('The client build failed.');
  process.exit(1);
}

for (let i = 0; i < cores; i++) {
  hogs.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
}
console.log(`${cores} CPU hogs running (pids ${hogs.map((h) => h.pid).join(', ')}).`);

const results: { run: number; ok: boolean; seconds: number }[] = [];
try {
  for (let n = 1; n <= runs; n++) {
    console.log(`\n=== e2e run ${n} of ${runs} under load ===\n`);
    const started = Date.now();
    const status = await run(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', ...files],
      { WEB_DIST_DIR: webDir },
    );
    results.push({ run: n, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  }
} finally {
  stopHogs();
}

console.log(`\ne2e under load (${cores} hogs):`);
for (const r of results)
  console.log(`  run ${r.run}: ${r.ok ? 'passed' : 'FAILED'} in ${r.seconds} s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${runs - failed} of ${runs} runs passed`);
process.exit(failed > 0 ? 1 : 0);
