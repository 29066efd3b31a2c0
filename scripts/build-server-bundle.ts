/**
 * The server's production bundle (issue 19, item 5): its entry point and its CLIs as plain ESM for
 * Node 20 in `outDir`, with the SQL migrations copied beside them. `npm run build` writes it to
 * dist/server (build-server.ts); the test of the built commands writes one of its own
 * (server/src/cli/built-cli.test.ts), so it never replaces a build someone is running.
 *
 * Only our own code (server/ and core/, the `@core/*` alias resolved from the tsconfig) goes into
 * the bundle; every npm package stays an import from node_modules. That keeps native and
 * file-reading packages (@node-rs/argon2, @electric-sql/pglite's WebAssembly, @fastify/swagger-ui's
 * assets) working as they are installed, and lets the image install production dependencies only.
 * The migrations are found from any entry by looking up from it (server/src/db/database.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

// Each entry is bundled on its own (no shared chunks): a CLI runs its main only when it is the
// file Node was started with (cli/is-entry-point.ts), so its code must stay in its own entry file.
export const SERVER_ENTRIES = {
  main: 'server/src/main.ts',
  'cli/make-admin': 'server/src/cli/make-admin.ts',
  'cli/backup': 'server/src/cli/backup.ts',
  'cli/restore': 'server/src/cli/restore.ts',
  'cli/grant': 'server/src/cli/grant.ts',
};

/** Replaces `outDir` with a fresh bundle; resolves to the bytes of JavaScript written. */
export async function buildServerBundle(outDir: string): Promise<number> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(
      Object.entries(SERVER_ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(ROOT, 'server/tsconfig.json'),
    // npm packages load from node_modules at run time (see the header); tsconfig path aliases such
    // as @core/* are resolved before this applies, so core/ is bundled.
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces name our functions; the bundle is not shipped to browsers, so size hardly matters.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  });
  fs.cpSync(path.join(ROOT, 'server/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  return Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
}
