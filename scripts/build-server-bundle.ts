/**
 * The server's production bundle (issue 19, item 5): its entry point and its CLIs as plain ESM for
 * Node 20 in `outDir`, with the SQL migrations copied beside them. `npm run build` writes it to
 * dist/server (build-server.ts); the test of the built commands writes one of its own
 * (server/src/cli/built-cli.test.ts), so it never replaces a build someone is running.
 *
 * Our own code (server/ and core/, the `@core/*` alias resolved from the tsconfig) and every
 * pure-JavaScript npm package go into the bundle (issue 33 item 3, ADR 042): Node then reads,
 * resolves and compiles a few files at start-up instead of a thousand, which was most of the start
 * up's CPU. Only RUNTIME_PACKAGES stay imports from node_modules: those with native code or files
 * they read beside themselves at run time. They are the image's only installed packages
 * (`dependencies`; server/src/runtime-dependencies.test.ts). The migrations are found from any
 * entry by looking up from it (server/src/db/database.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Metafile } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The packages left out of the bundle, each for a reason it cannot be bundled: PGlite loads its
 * WebAssembly and its file-system image from beside its module; argon2 is a native addon, chosen
 * per platform at run time; swagger-ui serves its HTML, script and style files from its own
 * directory.
 */
export const RUNTIME_PACKAGES = ['@electric-sql/pglite', '@node-rs/argon2', '@fastify/swagger-ui'];

/**
 * Optional packages that bundled code asks for inside a try (`require` in a guard) and copes
 * without: none of them is installed, in the image or here.
 */
export const OPTIONAL_PACKAGES = ['pg-native'];

// The main entry may split: what it imports with `import()` (the S3 client, Stripe, mail over
// SMTP...) becomes a chunk of its own under chunks/, read only when first needed. Each CLI is
// bundled on its own without splitting: a CLI runs its main only when it is the file Node was
// started with (cli/is-entry-point.ts), so its code must stay in its own entry file.
export const SERVER_ENTRIES = {
  main: 'server/src/main.ts',
  'cli/make-admin': 'server/src/cli/make-admin.ts',
  'cli/backup': 'server/src/cli/backup.ts',
  'cli/restore': 'server/src/cli/restore.ts',
  'cli/grant': 'server/src/cli/grant.ts',
};

/**
 * CommonJS packages bundled into ESM call `require` for Node's built-ins and read `__dirname`;
 * ESM has neither, so each output file makes them first (from its own URL). The names are
 * prefixed so they cannot clash with the bundle's own top-level names.
 */
const COMMONJS_SHIM = [
  "import { createRequire as __formloomCreateRequire } from 'node:module';",
  "import { fileURLToPath as __formloomFileURLToPath } from 'node:url';",
  'const require = __formloomCreateRequire(import.meta.url);',
  'const __filename = __formloomFileURLToPath(import.meta.url);',
  "const __dirname = __formloomFileURLToPath(new URL('.', import.meta.url));",
].join('\n');

export interface ServerBundle {
  /** Bytes of JavaScript written. */
  bytes: number;
  /** The npm packages whose code is in the bundle (from esbuild's inputs). */
  bundledPackages: Set<string>;
}

/** `node_modules/@scope/name/x.js` → `@scope/name`; the last node_modules in the path counts. */
function packageOfInput(input: string): string | null {
  const at = input.lastIndexOf('node_modules/');
  if (at === -1) return null;
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** Replaces `outDir` with a fresh bundle. */
export async function buildServerBundle(outDir: string): Promise<ServerBundle> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const common: BuildOptions = {
    absWorkingDir: ROOT,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(ROOT, 'server/tsconfig.json'),
    external: [...RUNTIME_PACKAGES, ...OPTIONAL_PACKAGES],
    banner: { js: COMMONJS_SHIM },
    sourcemap: 'linked',
    // Stack traces name our functions; the bundle is not shipped to browsers, so size hardly matters.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
  };
  const { main, ...clis } = SERVER_ENTRIES;
  const results = await Promise.all([
    build({
      ...common,
      entryPoints: { main: path.join(ROOT, main) },
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
    }),
    build({
      ...common,
      entryPoints: Object.fromEntries(
        Object.entries(clis).map(([name, file]) => [name, path.join(ROOT, file)]),
      ),
    }),
  ]);
  fs.cpSync(path.join(ROOT, 'server/migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  const metafiles: Metafile[] = results.map((result) => result.metafile!);
  const bundledPackages = new Set(
    metafiles
      .flatMap((metafile) => Object.keys(metafile.inputs))
      .map(packageOfInput)
      .filter((name): name is string => name !== null),
  );
  const bytes = metafiles
    .flatMap((metafile) => Object.entries(metafile.outputs))
    .filter(([file]) => file.endsWith('.js'))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  return { bytes, bundledPackages };
}
