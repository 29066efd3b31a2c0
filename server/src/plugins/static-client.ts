/**
 * Serves the built React client. Hashed assets under /assets and the shipped pictures under
 * /pictures (content-hashed names) are cached for a year; index.html is
 * never cached so a deploy takes effect at once. Any other GET that is not an API route gets
 * index.html: 200 when the path is one of the client's routes (core/routes/client-routes.ts, the
 * list the web router is built from), 404 when it is not (issue 27), and the client's router shows
 * the screen or its not-found page. The public pages registered with registerPrerender (home and
 * pricing here, the content pages by the site-content module) get index.html filled with their
 * HTML (prerender/page-shell.ts), readable without JavaScript; a renderer that knows its path
 * shows nothing (an unknown content page) answers PAGE_NOT_FOUND, which is a 404 as well.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isShippedPicturePath } from '@core/form/image-path';
import { isClientRoute } from '@core/routes/client-routes';
import type { AppConfig } from '../config';
import { homePrerender } from '../prerender/home-prerender';
import { fillIndexHtml } from '../prerender/page-shell';
import { findPrerender, PAGE_NOT_FOUND, registerPrerender } from '../prerender/prerender-registry';
import { pricingPrerender } from '../prerender/pricing-prerender';
import { routeChunkFiles } from '../prerender/route-chunks';
import { apiNotFound } from './errors';

const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /dashboard',
  'Disallow: /form-builder',
  'Disallow: /profile',
  'Disallow: /billing',
  '',
].join('\n');

export async function registerStaticClient(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexPath = path.join(config.webDistDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  registerPrerender(app, homePrerender(app));
  registerPrerender(app, pricingPrerender(config));

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ROBOTS_TXT);
  });

  if (hasClient) {
    const common = {
      index: false as const,
      // Our own cache-control below; the plugin's default would overwrite it.
      cacheControl: false as const,
      setHeaders(res: FastifyReply, filePath: string) {
        const immutable =
          filePath.includes(`${path.sep}assets${path.sep}`) || isShippedPictureFile(filePath);
        res.header(
          'cache-control',
          // Unhashed files (favicon, theme-init.js, embed.js) revalidate so a deploy is seen at once.
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    };
    // The files at the top and under /pictures: a GET and a HEAD route each, listed at start-up,
    // so any other path reaches the not-found handler below without touching the disk.
    await app.register(fastifyStatic, {
      ...common,
      root: config.webDistDir,
      wildcard: false,
      globIgnore: ['assets/**'],
    });
    // The ~200 hashed chunks under /assets: one wildcard route. Two routes per file made start-up
    // build some 400 routes (a fifth of its CPU, ADR 042); a name that is not there is handed to
    // the not-found handler as before (a 404).
    const assets = path.join(config.webDistDir, 'assets');
    if (fs.existsSync(assets)) {
      await app.register(fastifyStatic, {
        ...common,
        root: assets,
        prefix: '/assets/',
        wildcard: true,
        decorateReply: false,
      });
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      throw apiNotFound(request.method, request.url);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw apiNotFound(request.method, request.url);
    }
    if (!hasClient) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built. Run `npm run build`.');
    }
    const page = await prerendered(app, config, indexPath, request, reply);
    if (page !== null && page !== PAGE_NOT_FOUND) return page;
    // The same page either way: the client's router shows the screen or its not-found page.
    const known = page === null && isClientRoute(routerPath(request.url));
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}

/**
 * A picture shipped with the product (web/public/pictures, issue 28): its name carries its content
 * hash, so it never changes under its address either.
 */
function isShippedPictureFile(filePath: string): boolean {
  const dir = path.dirname(filePath);
  return (
    path.basename(dir) === 'pictures' &&
    isShippedPicturePath(`/pictures/${path.basename(filePath)}`)
  );
}

/** The path as the browser's router reads it: no query string, percent-escapes decoded. */
function routerPath(url: string): string {
  const raw = url.split('?')[0]!;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

// Hashed file names: a stylesheet's text never changes under its name.
const stylesheets = new Map<string, string>();

function readStylesheet(webDistDir: string, href: string): string | undefined {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  const file = path.join(webDistDir, href);
  let text = stylesheets.get(file);
  if (text === undefined) {
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    stylesheets.set(file, text);
  }
  return text;
}

/**
 * index.html filled with a registered page; null when no renderer owns the path or it declined;
 * PAGE_NOT_FOUND when its renderer knows there is nothing there. Read per request (a few kB) so a
 * rebuilt client is served with its own asset names at once.
 */
async function prerendered(
  app: FastifyInstance,
  config: AppConfig,
  indexPath: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | typeof PAGE_NOT_FOUND | null> {
  const pathname = request.url.split('?')[0]!;
  const route = findPrerender(app, pathname);
  if (!route) return null;
  let page;
  try {
    page = await route.render(request);
  } catch (error) {
    // The app renders the page on its own: a failed server render costs speed, not the page.
    request.log.error({ err: error, path: pathname }, 'prerender failed');
    return null;
  }
  if (!page || page === PAGE_NOT_FOUND) return page;
  const template = await fs.promises.readFile(indexPath, 'utf8');
  const preload = route.chunk
    ? await routeChunkFiles(config.webDistDir, route.chunk, (url) => template.includes(url))
    : [];
  const origin = config.publicUrl?.replace(/\/$/, '');
  const html = fillIndexHtml(template, page, {
    path: pathname,
    url: origin ? `${origin}${pathname}` : undefined,
    preload,
    stylesheet: (href) => readStylesheet(config.webDistDir, href),
  });
  reply
    .status(page.status ?? 200)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (request.method === 'HEAD') return reply.send();
  // The not-found handler is outside the compress plugin's route hooks: compressed here, as the
  // plugin would (brotli at quality 4, else gzip). The inline stylesheet makes it ~90 kB raw.
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const body = zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  }
  return reply.send(html);
}
