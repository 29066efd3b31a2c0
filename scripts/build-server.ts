/**
 * `npm run build` (after the client): bundles the server's entry point and its CLIs into
 * dist/server as plain ESM for Node 20, so production runs `node dist/server/main.js` and no
 * TypeScript is transpiled at run time (issue 19, item 5).
 *
 * Only our own code (server/ and core/, the `@core/*` alias resolved from the tsconfig) goes into
 * the bundle; every npm package stays an import from node_modules. That keeps native and
 * file-reading packages (@node-rs/argon2, @electric-sql/pglite's WebAssembly, @fastify/swagger-ui's
 * assets) working as they are installed, and lets the image install production dependencies only.
 * The SQL migrations are copied beside the bundle, where server/src/db/database.ts looks for them
 * when it runs from dist/server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'dist/server');

// Each entry is bundled on its own (no shared chunks): a CLI runs its main only when it is the
// file Node was started with (`import.meta.url === file://argv[1]`), so its code must stay in its
// own entry file.
const ENTRIES = {
  main: 'server/src/main.ts',
  'cli/make-admin': 'server/src/cli/make-admin.ts',
  'cli/backup': 'server/src/cli/backup.ts',
  'cli/restore': 'server/src/cli/restore.ts',
  'cli/grant': 'server/src/cli/grant.ts',
};

const startedAt = performance.now();
fs.rmSync(OUT_DIR, { recursive: true, force: true });

const result = await build({
  absWorkingDir: ROOT,
  entryPoints: Object.fromEntries(
    Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)]),
  ),
  outdir: OUT_DIR,
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

fs.cpSync(path.join(ROOT, 'server/migrations'), path.join(OUT_DIR, 'migrations'), {
  recursive: true,
});

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `dist/server: ${Object.keys(ENTRIES).length} entries, ${(bytes / 1024).toFixed(0)} KB of JS, ` +
    `migrations copied, in ${Math.round(performance.now() - startedAt)} ms`,
);
