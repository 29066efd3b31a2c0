/**
 * The public form: GET /forms/{id} (and /anonymous-forms/{id} for guest forms) sends the renderer's
 * HTML with the form definition inlined, so the first paint needs no API round trip. The same
 * payload is served by GET /api/public/forms/{id} for client-side navigation. Public form pages may
 * be framed by any site (embeds); everything else keeps frame-ancestors 'self'.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PublicFormPayload, publicFormPayloadSchema } from '@core/api/public';
import { registerFormCacheInvalidation } from '../../lib/form-cache-invalidation';
import { loadPublicForm, toPublicPayload } from './load-public-form';

/** Builder paths under /forms that are app screens, not form ids. */
const APP_PATHS = new Set(['new']);

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderFormPage(template: string, payload: PublicFormPayload): string {
  const title = payload.form ? `${payload.form.title} · Formloom` : 'Form unavailable · Formloom';
  const data = `<script type="application/json" id="formloom-form">${escapeJsonForHtml(payload)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${data}\n</head>`);
}

/**
 * The page, compressed once per form version. Every respondent of a form gets the same bytes until
 * the form (or the template) changes, and @fastify/compress would otherwise compress them again on
 * every load: under bench/soak (a thousand respondents) that was a brotli encoder set up and torn
 * down per page load, CPU taken from the event loop that also runs PGlite's queries. Keyed by the
 * rendered HTML itself, so a page is never served stale (a new version renders differently).
 */
export interface CompressedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Brotli quality for a page compressed once and served many times (11 is the maximum). */
const PAGE_BROTLI_QUALITY = 11;
/** Pages kept; like the public form cache, cleared when full rather than tracked per entry. */
const PAGE_CACHE_MAX = 1000;

export function compressPage(html: string): CompressedPage {
  const raw = Buffer.from(html);
  return {
    html: raw,
    br: zlib.brotliCompressSync(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: zlib.gzipSync(raw, { level: 9 }),
  };
}

/**
 * br, gzip or identity for an Accept-Encoding header, honouring q=0 (refused) and `*`. Preference
 * goes to br, then gzip, as the client's q-values allow; ties go to br (smaller).
 */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Formloom</title></head><body><main id="main"></main></body></html>';

export function registerServePublicForm(app: FastifyInstance): void {
  // The public form's snapshot is cached per instance: hear the other instances' changes.
  registerFormCacheInvalidation(app);
  const templatePath = path.join(app.config.webDistDir, 'form.html');
  let template: string | null = null;
  const readTemplate = () => {
    // Read once in production; re-read in development so a rebuilt client is picked up.
    if (template === null || !app.config.isProduction) {
      template = fs.existsSync(templatePath)
        ? fs.readFileSync(templatePath, 'utf8')
        : FALLBACK_TEMPLATE;
    }
    return template;
  };
  const pages = new Map<string, { html: string; page: CompressedPage }>();
  const compressed = (key: string, html: string): CompressedPage => {
    const hit = pages.get(key);
    if (hit && hit.html === html) return hit.page;
    if (pages.size >= PAGE_CACHE_MAX) pages.clear();
    const page = compressPage(html);
    pages.set(key, { html, page });
    return page;
  };

  const sendPage = async (reply: FastifyReply, id: string, basePath: string) => {
    const state = await loadPublicForm(app.database.db, id);
    const payload = toPublicPayload(state, basePath);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'self'", 'frame-ancestors *'),
      );
    }
    reply.removeHeader('x-frame-options');
    const html = renderFormPage(readTemplate(), payload);
    reply
      .status(state.status === 'not_found' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    // Any id can be asked for: only forms that exist get a cached, once-compressed page, so
    // made-up ids cost neither a cache slot nor a slow compression each.
    if (!state.row) return reply.send(html);
    const page = compressed(`${basePath}/${id}`, html);
    const encoding = pickEncoding(reply.request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    // A Content-Encoding already set tells @fastify/compress to leave the body as it is.
    if (encoding === 'identity') return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };

  const params = z.object({ id: z.string().min(1).max(64) });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/forms/:id', { schema: { hide: true, params } }, async (request, reply) => {
    // The app's own screen: let the client fallback serve index.html.
    if (APP_PATHS.has(request.params.id)) return reply.callNotFound();
    return sendPage(reply, request.params.id, '/forms');
  });
  typed.get('/anonymous-forms/:id', { schema: { hide: true, params } }, async (request, reply) =>
    sendPage(reply, request.params.id, '/anonymous-forms'),
  );

  typed.get(
    '/api/public/forms/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'A published form for respondents',
        params,
        response: { 200: publicFormPayloadSchema },
      },
    },
    async (request) =>
      toPublicPayload(await loadPublicForm(app.database.db, request.params.id), '/forms'),
  );
}
