/**
 * Issue 33 (ADRs 035 and 042): the image installs `dependencies` only (`npm ci --omit=dev`), so
 * they must be exactly the npm packages the built server imports at run time: since ADR 042 the
 * few that cannot be bundled (RUNTIME_PACKAGES: native code, files read beside themselves), every
 * other server package being bundled into dist/server. A package the bundle imports but only
 * devDependencies list would crash the container at start; a dependency the bundle never imports
 * would only make the image bigger; and the client's packages (React, Radix, charts, Firebase:
 * Vite bundles those into dist/web) belong in neither the installed set nor the server's bundle.
 * The bundle is built into a directory of this test's own, so no build someone is running is
 * replaced.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  OPTIONAL_PACKAGES,
  RUNTIME_PACKAGES,
} from '../../scripts/build-server-bundle';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const dependencies = Object.keys(pkg.dependencies);
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-runtime-deps-'));

/** Packages only the browser runs; a sample named by the issue, beyond what the bundle shows. */
const CLIENT_ONLY = [
  /^react$/,
  /^react-dom$/,
  /^@radix-ui\//,
  /^recharts$/,
  /^firebase$/,
  /^@firebase\//,
  /^lucide-react$/,
  /^@tanstack\/react-/,
  /^vite$/,
  /^@vitejs\//,
  /^@tailwindcss\//,
];

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The bare specifiers of every static and literal dynamic import in the .js files under `dir`, and
 * of the `require` calls bundled CommonJS makes of what esbuild left out (`__require("x")`).
 */
function bareImports(dir: string): Set<string> {
  const found = new Set<string>();
  const statement =
    /^(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/gm;
  const dynamic = /\b(?:import|__require)\(\s*"([^"]+)"\s*\)/g;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of [...code.matchAll(statement), ...code.matchAll(dynamic)]) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      found.add(packageOf(specifier));
    }
  }
  return found;
}

let imported: Set<string>;
let bundled: Set<string>;
beforeAll(async () => {
  ({ bundledPackages: bundled } = await buildServerBundle(path.join(temp, 'dist/server')));
  imported = bareImports(path.join(temp, 'dist/server'));
  // Asked for in a guard and never installed: not a run-time dependency.
  for (const name of OPTIONAL_PACKAGES) imported.delete(name);
});
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe('the production dependencies are what the built server imports', () => {
  it('lists every package dist/server imports at run time in dependencies', () => {
    // The walk itself found the packages left out of the bundle, and nothing else.
    expect([...imported].sort()).toEqual([...RUNTIME_PACKAGES].sort());
    expect([...imported].filter((name) => !dependencies.includes(name))).toEqual([]);
  });

  it('bundles the server framework and drivers instead of installing them', () => {
    expect([...bundled]).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', 'pg', 'zod']));
    expect(dependencies.filter((name) => bundled.has(name))).toEqual([]);
  });

  it('keeps every other package in devDependencies', () => {
    expect(dependencies.filter((name) => !imported.has(name))).toEqual([]);
  });

  it('has no client-only package in dependencies or in the server bundle', () => {
    const clientOnly = (name: string) => CLIENT_ONLY.some((re) => re.test(name));
    expect(dependencies.filter(clientOnly)).toEqual([]);
    // Bundled, a client package would run in the server unseen by the list above.
    expect([...bundled].filter(clientOnly)).toEqual([]);
    // The client still gets them at build time.
    expect(Object.keys(pkg.devDependencies)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'recharts', 'firebase', 'vite']),
    );
  });
});
