/**
 * Serves the built React client. Hashed assets under /assets are cached for a year; index.html is
 * never cached so a deploy takes effect at once. Any other GET that is not an API route gets
 * index.html, and the client's router shows its not-found page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
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

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ROBOTS_TXT);
  });

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      index: false,
      wildcard: false,
      // Our own cache-control below; the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          // Unhashed files (favicon, theme-init.js, embed.js) revalidate so a deploy is seen at once.
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
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
    // The client's router decides between a real screen and its not-found page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
