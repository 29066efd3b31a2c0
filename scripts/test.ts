/**
 * `npm test`: the whole suite, as CI runs it. Builds the client (the browser journeys run against
 * the real built server), runs core (with its coverage gate) and the API suite on PGlite, then the
 * browser journeys with the API suite on PostgreSQL (when TEST_DATABASE_URL is set) and the web
 * project beside them, then the fault tests alone (on PGlite, and on PostgreSQL when it is set),
 * and ends with one summary line.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';

const resultsDir = path.resolve('.test-results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const vitestArgs = (name: string, args: string[]) => [
  'node_modules/vitest/vitest.mjs',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(resultsDir, `${name}.json`)}`,
];

function vitest(name: string, args: string[], env: Record<string, string> = {}): number {
  return run(process.execPath, vitestArgs(name, args), env);
}

/** As `vitest`, without blocking this process: the runs beside it are started from its loop. */
function vitestAsync(name: string, args: string[]): Promise<number> {
  const child = spawn(process.execPath, vitestArgs(name, args), { stdio: 'inherit' });
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

/**
 * The runs beside the journeys, each in a process group of its own (its Vitest workers and the
 * servers its tests start are in it), so that all of it can be given back its priority at once.
 */
const besideGroups = new Set<number>();
let journeysEnded = false;

/**
 * A project run beside the journeys, niced while they run so that they come first, its output
 * kept in a log and printed when it ends (two reporters writing at once would interleave).
 * Answers its exit status.
 */
function vitestBeside(name: string, args: string[], env: Record<string, string>) {
  const log = path.join(resultsDir, `${name}.log`);
  const out = fs.openSync(log, 'w');
  const command = [process.execPath, ...vitestArgs(name, args)];
  const [file, ...rest] = journeysEnded ? command : ['nice', '-n', '10', ...command];
  const child = spawn(file!, rest, {
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
    detached: true,
  });
  if (child.pid !== undefined) besideGroups.add(child.pid);
  return new Promise<{ status: number; print(): void }>((resolve) => {
    child.once('close', (code) => {
      if (child.pid !== undefined) besideGroups.delete(child.pid);
      fs.closeSync(out);
      resolve({ status: code ?? 1, print: () => process.stdout.write(fs.readFileSync(log)) });
    });
  });
}

/**
 * Once the journeys end, what still runs beside them gets the normal priority back: niced, it is
 * starved by anything else on a busy machine (with two CPU hogs, the PostgreSQL run had written a
 * quarter of its report when the journeys ended, ADR 059). Lowering a niceness needs root, as CI
 * has; otherwise it keeps running niced, only slower.
 */
function endJourneys(): void {
  journeysEnded = true;
  for (const group of besideGroups) {
    const result = spawnSync('renice', ['-n', '0', '-g', String(group)], { encoding: 'utf8' });
    if (result.status !== 0) console.log(`(runs beside stay niced: ${result.stderr.trim()})`);
  }
}

// Detached groups do not hear the terminal's Ctrl-C: pass it on, so nothing outlives the run.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const group of besideGroups) {
      try {
        process.kill(-group, signal);
      } catch {
        // already gone
      }
    }
    process.exit(128 + os.constants.signals[signal]);
  });
}

ensureChromium();
let failedSteps = 0;
if (run('npm', ['run', 'build', '--silent']) !== 0) {
  console.error('The client build failed.');
  process.exit(1);
}

// Tests that start the server or its commands as processes run this build, not the sources
// through tsx (server/src/test-support/server-entry.ts): the same code, ready in a third of the time.
process.env.FORMLOOM_TEST_BUILT = '1';

// One run per project: they differ in pools and workers, and only core carries the coverage gate.
failedSteps += vitest('core', ['--project', 'core', '--coverage']) === 0 ? 0 : 1;
failedSteps += vitest('server-pglite', ['--project', 'server']) === 0 ? 0 : 1;

// The browser journeys leave about 40 % of the two cores idle while they wait on pages and
// servers (vmstat, ADR 059), so the other projects' runs go beside them, one after the other and
// niced so that the journeys come first: the API suite on PostgreSQL, then the web project. They
// share nothing with the journeys, whose servers run on PGlite.
const pgUrl = process.env.TEST_DATABASE_URL;
const beside = (async () => {
  const runs: { name: string; status: number; print(): void }[] = [];
  if (pgUrl) {
    runs.push({
      name: 'API suite again on PostgreSQL (TEST_DATABASE_URL)',
      ...(await vitestBeside('postgres', ['--project', 'server'], { TEST_DRIVER: 'postgres' })),
    });
  }
  runs.push({ name: 'web', ...(await vitestBeside('web', ['--project', 'web'], {})) });
  return runs;
})();
failedSteps += (await vitestAsync('e2e', ['--project', 'e2e'])) === 0 ? 0 : 1;
endJourneys();
for (const { name, status, print } of await beside) {
  console.log(`\n${name}, run beside the journeys\n`);
  print();
  failedSteps += status === 0 ? 0 : 1;
}
if (!pgUrl) console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.\n');

// Last and alone: the fault tests kill and stop real servers under load, and on PostgreSQL stop and
// start the cluster itself, which any test running at the same time would feel.
console.log('\nFault tests (server processes killed, stopped, cut off from the database)\n');
failedSteps += vitest('fault-pglite', ['--project', 'fault']) === 0 ? 0 : 1;
if (pgUrl) {
  failedSteps +=
    vitest('fault-postgres', ['--project', 'fault'], { TEST_DRIVER: 'postgres' }) === 0 ? 0 : 1;
}

let passed = 0;
let failed = 0;
let skipped = 0;
// CI shows only the end of the output, so the failures are named again beside the summary.
const failures: string[] = [];
// The directory also holds logs (the e2e server's); only the reports count.
for (const file of fs.readdirSync(resultsDir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: {
      name: string;
      message?: string;
      assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const fileResult of report.testResults ?? []) {
    const where = `${file.replace(/\.json$/, '')}: ${path.relative(process.cwd(), fileResult.name)}`;
    const failedTests = (fileResult.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      const firstLine = (t.failureMessages?.[0] ?? '').split('\n')[0]!.slice(0, 300);
      failures.push(`${where} > ${t.fullName}\n    ${firstLine}`);
    }
    // A file that failed to load has no failed tests, only a message.
    if (failedTests.length === 0 && fileResult.message) {
      failures.push(`${where}\n    ${fileResult.message.split('\n')[0]!.slice(0, 300)}`);
    }
  }
}
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
// A failing step without failed tests (coverage threshold, unhandled error) still fails the run.
if (failedSteps > 0 && failed === 0) failed = failedSteps;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || failedSteps > 0 ? 1 : 0);
