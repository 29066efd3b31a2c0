/**
 * The public form: GET /forms/{id} (and /anonymous-forms/{id} for guest forms) sends the form page
 * with the form definition inlined, so the first paint needs no API round trip, and the form's
 * first page already rendered by the renderer's own components on the server (ADR 033), inside a
 * `<form method="post">` that works without script (no-script-post.ts). The same payload is served
 * by GET /api/public/forms/{id} for client-side navigation. Public form pages may be framed by
 * any site (embeds); everything else keeps frame-ancestors 'self'.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type PublicFormPayload, publicFormPayloadSchema } from '@core/api/public';
import type { FormDefinition } from '@core/form/definition';
import { hiddenFieldAnswers } from '@core/form/hidden-fields';
import type { RespondentLanguage } from '@core/i18n/respondent-language';
import { controlName, NATIVE_FIELDS } from '@core/form/native-fields';
import { registerFormCacheInvalidation } from '../../lib/form-cache-invalidation';
import { signDraftId } from './draft-tokens';
import { loadFormSsr, type FormBodyInput } from './form-ssr';
import { loadPublicForm, toPublicPayload } from './load-public-form';
import { registerNoScriptPost } from './no-script-post';
import { askedLanguage } from './request-language';
import { pageLanguagesOf } from './form-language';
import {
  compressPage,
  FALLBACK_TEMPLATE,
  pickEncoding,
  renderFormPage,
  type RenderedForm,
} from './public-form-html';
import type { SubmitResponse } from './submit-response';
import type { StoreUpload } from './upload-file';

/** Builder paths under /forms that are app screens, not form ids. */
const APP_PATHS = new Set(['new']);

/** Stands for the page's signed draft id in the cached first-page HTML. */
const DRAFT_SLOT = '__formloom_draft__';
/** First pages kept; like the public form cache, cleared when full rather than tracked per entry. */
const BODY_CACHE_MAX = 1000;

export interface FormPageTools {
  /** The built form.html (re-read in development, so a rebuilt client is picked up). */
  template(): string;
  /** The form's HTML from the server renderer, or '' without one. */
  renderBody(input: FormBodyInput): Promise<string>;
  /** The boot script's words (form-boot.ts) in the page's language; none without a renderer. */
  bootWords(language?: RespondentLanguage): Promise<{ offlineHeld?: string }>;
  /** Sends a form document: framing allowed (embeds), no caching, compressed for the client. */
  send(reply: FastifyReply, status: number, html: string): FastifyReply;
  /** /forms/{id} or /anonymous-forms/{id}, with ?embed=1 for an embed and ?lang= if asked. */
  action(basePath: string, id: string, embedded: boolean, lang?: string | null): string;
}

export function formPageTools(app: FastifyInstance): FormPageTools {
  const templatePath = path.join(app.config.webDistDir, 'form.html');
  let template: string | null = null;
  return {
    template() {
      if (template === null || !app.config.isProduction) {
        template = fs.existsSync(templatePath)
          ? fs.readFileSync(templatePath, 'utf8')
          : FALLBACK_TEMPLATE;
      }
      return template;
    },
    async renderBody(input) {
      const ssr = await loadFormSsr(app.config.webDistDir, app.log);
      if (!ssr) return '';
      // A renderer fault costs the page its server render (the browser renders it), not the page.
      return ssr.renderFormBody(input).catch((err: unknown) => {
        app.log.error({ err, formId: input.payload.form?.id }, 'server render of a form failed');
        return '';
      });
    },
    async bootWords(language) {
      const ssr = await loadFormSsr(app.config.webDistDir, app.log);
      return ssr ? ssr.bootWords(language) : {};
    },
    send(reply, status, html) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'self'", 'frame-ancestors *'),
        );
      }
      reply.removeHeader('x-frame-options');
      reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const encoding = pickEncoding(reply.request.headers['accept-encoding']);
      // The page's language follows Accept-Language (ADR 043).
      reply.header('vary', 'accept-encoding, accept-language');
      // A Content-Encoding already set tells @fastify/compress to leave the body as it is.
      if (encoding === 'identity') return reply.send(html);
      return reply.header('content-encoding', encoding).send(compressPage(html, encoding));
    },
    action(basePath, id, embedded, lang) {
      const query = new URLSearchParams();
      if (embedded) query.set('embed', '1');
      if (lang) query.set('lang', lang);
      const search = query.toString();
      return `${basePath}/${encodeURIComponent(id)}${search ? `?${search}` : ''}`;
    },
  };
}

const search = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/** The form's hidden fields filled from the address, as the native form's hidden inputs. */
function hiddenInputs(
  definition: FormDefinition | null,
  params: URLSearchParams,
): Record<string, string> {
  if (!definition) return {};
  const answers = hiddenFieldAnswers(definition.questions, params);
  return Object.fromEntries(
    Object.entries(answers).map(([qid, value]) => [controlName(qid), String(value)]),
  );
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The cached first page with this respondent's signed draft id, and the hidden fields their
 * address filled (ADR 039) as hidden inputs beside it, in the markup NativeFields renders: the
 * page stays one render per form version whatever the address carries.
 */
function withDraftAndHidden(body: string, token: string, hidden: Record<string, string>): string {
  const extra = Object.entries(hidden)
    .map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}"/>`,
    )
    .join('');
  return body.replaceAll(`value="${DRAFT_SLOT}"/>`, `value="${token}"/>${extra}`);
}

export function registerServePublicForm(
  app: FastifyInstance,
  deps: { submit: SubmitResponse; storeUpload: StoreUpload },
): void {
  // The public form's snapshot is cached per instance: hear the other instances' changes.
  registerFormCacheInvalidation(app);
  const tools = formPageTools(app);
  // The first page's HTML per form version: the same for every respondent but for the draft id.
  const bodies = new Map<string, { payload: string; body: string }>();

  const firstPage = async (key: string, input: FormBodyInput): Promise<string> => {
    const payload = JSON.stringify(input.payload);
    const hit = bodies.get(key);
    if (hit && hit.payload === payload) return hit.body;
    const body = await tools.renderBody(input);
    if (bodies.size >= BODY_CACHE_MAX) bodies.clear();
    bodies.set(key, { payload, body });
    return body;
  };

  const sendPage = async (
    reply: FastifyReply,
    id: string,
    basePath: string,
    embedded: boolean,
    search: URLSearchParams,
  ) => {
    const state = await loadPublicForm(app.database.db, id);
    const languages = pageLanguagesOf(reply.request, state);
    const payload: PublicFormPayload = toPublicPayload(state, basePath, languages.form);
    const language = languages.words;
    const action = tools.action(basePath, id, embedded, askedLanguage(reply.request, languages));
    const native = {
      action,
      // The draft comes last: the address's hidden fields are spliced in after it, and the
      // browser's render (the hydration fields below) must list the inputs in the same order.
      fields: { [NATIVE_FIELDS.page]: '0', [NATIVE_FIELDS.draft]: DRAFT_SLOT },
    };
    // Made-up ids get no cache slot; a form's page is rendered once per version.
    const body = state.row
      ? await firstPage(`${action} ${languages.form} ${language}`, {
          payload,
          embedded,
          native,
          language,
        })
      : await tools.renderBody({ payload, embedded, native, language });
    const token = signDraftId(app.config.sessionSecret, id, crypto.randomUUID());
    const hidden = hiddenInputs(state.status === 'open' ? state.definition : null, search);
    const rendered: RenderedForm | undefined = body
      ? {
          body: withDraftAndHidden(body, token, hidden),
          hydration: {
            ...(await tools.bootWords(language)),
            embedded,
            native: {
              ...native,
              fields: { ...native.fields, [NATIVE_FIELDS.draft]: token, ...hidden },
            },
          },
        }
      : undefined;
    const html = renderFormPage(tools.template(), payload, rendered, languages.form ?? language);
    return tools.send(reply, state.status === 'not_found' ? 404 : 200, html);
  };

  const params = z.object({ id: z.string().min(1).max(64) });
  const querystring = z.object({ embed: z.string().optional() }).loose();
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/forms/:id',
    { schema: { hide: true, params, querystring } },
    async (request, reply) => {
      // The app's own screen: let the client fallback serve index.html.
      if (APP_PATHS.has(request.params.id)) return reply.callNotFound();
      return sendPage(
        reply,
        request.params.id,
        '/forms',
        request.query.embed === '1',
        search(request.url),
      );
    },
  );
  typed.get(
    '/anonymous-forms/:id',
    { schema: { hide: true, params, querystring } },
    async (request, reply) =>
      sendPage(
        reply,
        request.params.id,
        '/anonymous-forms',
        request.query.embed === '1',
        search(request.url),
      ),
  );
  registerNoScriptPost(app, { tools, ...deps });

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
    async (request) => {
      const state = await loadPublicForm(app.database.db, request.params.id);
      return toPublicPayload(state, '/forms', pageLanguagesOf(request, state).form);
    },
  );
}
