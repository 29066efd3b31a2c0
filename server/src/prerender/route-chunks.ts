/**
 * The files of a route's chunk and its static imports in the built client, for modulepreload: the
 * browser fetches them with the entry instead of after it has run (one round trip, not three).
 * Read from the chunks themselves (Vite names a lazy screen's chunk after its file), so the build
 * needs no manifest.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g;

async function staticImports(assetsDir: string, file: string): Promise<string[]> {
  const code = await fs.readFile(path.join(assetsDir, file), 'utf8').catch(() => '');
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

/** `/assets/...` URLs of the chunk and everything it imports statically, minus `skip`. */
export async function routeChunkFiles(
  webDistDir: string,
  chunk: string,
  skip: (url: string) => boolean,
): Promise<string[]> {
  const assetsDir = path.join(webDistDir, 'assets');
  const names = await fs.readdir(assetsDir).catch(() => [] as string[]);
  // "home-page-Vjr-LlMM.js": the name, a dash, Vite's 8-character hash.
  const entry = names.find(
    (n) => n.startsWith(`${chunk}-`) && /^[\w-]{8}\.js$/.test(n.slice(chunk.length + 1)),
  );
  if (!entry) return [];
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(await staticImports(assetsDir, file)));
  }
  return [...seen].map((file) => `/assets/${file}`).filter((url) => !skip(url));
}
