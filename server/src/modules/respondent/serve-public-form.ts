/**
 * The public form: GET /forms/{id} (and /anonymous-forms/{id} for guest forms) sends the renderer's
 * HTML with the form definition inlined, so the first paint needs no API round trip. The same
 * payload is served by GET /api/public/forms/{id} for client-side navigation. Public form pages may
 * be framed by any site (embeds); everything else keeps frame-ancestors 'self'.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PublicFormPayload, publicFormPayloadSchema } from '@core/api/public';
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

const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Formloom</title></head><body><main id="main"></main></body></html>';

export function registerServePublicForm(app: FastifyInstance): void {
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
    return reply
      .status(state.status === 'not_found' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderFormPage(readTemplate(), payload));
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
