/**
 * The static copy of the public form page for bench/public-form's lcpRatio (issue 29, item 4): the
 * HTML the server answers for the form, as one GET received it, with its scripts taken out
 * (module scripts and module preloads; the inert JSON blocks stay), served by a bare node:http
 * server. Every other request (the stylesheet, the brand logo, the favicon) is passed to the app
 * byte for byte, compression included, so the copy shows the same page from the same files and
 * only the script differs.
 */
import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';

/** The page without anything that runs: what a browser shows before (or without) the script. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

export async function startStaticCopy(
  formUrl: string,
): Promise<{ server: http.Server; url: string; scriptsRemoved: number }> {
  const app = new URL(formUrl);
  const html = await (await fetch(formUrl)).text();
  const copy = withoutScripts(html);
  const scriptsRemoved = (html.match(/<script\b(?![^>]*application\/json)/g) ?? []).length;
  if (copy.includes('type="module"')) throw new Error('the static copy still has a module script');
  const page = zlib.gzipSync(copy);
  const server = http.createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
      });
      res.end(page);
      return;
    }
    const upstream = http.request(
      {
        host: app.hostname,
        port: app.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: app.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/`, scriptsRemoved };
}
