/**
 * The baseline of bench/site-pages: a plain static copy of each page, the HTML the app's server
 * sends with every script and preload taken out, and its stylesheet, served gzipped by a plain
 * node:http server. What the page would score with no app at all: the ceiling to compare with.
 */
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

/** The page without scripts, module preloads or the JSON seeds. */
export function staticCopy(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
};

/**
 * Serves `pages` (path → HTML) and the built client's stylesheets and icons from `webDistDir`,
 * gzipped, with the app's cache headers.
 */
export async function startStaticCopies(
  webDistDir: string,
  pages: Map<string, string>,
): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const page = pages.get(url.pathname);
    const file = page === undefined ? path.join(webDistDir, path.normalize(url.pathname)) : null;
    const type = page !== undefined ? TYPES['.html'] : TYPES[path.extname(url.pathname)];
    if (file !== null && (!type || !file.startsWith(webDistDir) || !fs.existsSync(file))) {
      res.writeHead(404).end();
      return;
    }
    const body = zlib.gzipSync(page ?? fs.readFileSync(file!));
    res.writeHead(200, {
      'content-type': type!,
      'content-encoding': 'gzip',
      'cache-control': page !== undefined ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}
