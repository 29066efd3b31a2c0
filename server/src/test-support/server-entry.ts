/**
 * How tests run the real server and its commands as processes. `npm test` builds first and then
 * sets FORMLOOM_TEST_BUILT=1 (scripts/test.ts): the bundle it just built runs, as the image runs it
 * (`node dist/server/main.js`), which is ready in about a third of the time tsx takes to compile
 * the sources on every start (ADR 051 addendum). A test file run by hand has no build of its
 * sources to trust, so it runs them through tsx.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export function usesBuild(): boolean {
  if (process.env.FORMLOOM_TEST_BUILT !== '1') return false;
  // Set with no bundle: a mistake to report, not a silent fall back to other code.
  if (!fs.existsSync(path.join(ROOT, 'dist/server/main.js')))
    throw new Error('FORMLOOM_TEST_BUILT=1 but dist/server/main.js is missing: run npm run build');
  return true;
}

/** Node's arguments for the server, relative to the repository's root. */
export function serverArgs(): string[] {
  return usesBuild() ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/src/main.ts'];
}

/** Node's arguments for `server/src/cli/<name>.ts`, relative to the repository's root. */
export function cliArgs(name: string): string[] {
  return usesBuild()
    ? [`dist/server/cli/${name}.js`]
    : ['--import', 'tsx', `server/src/cli/${name}.ts`];
}
