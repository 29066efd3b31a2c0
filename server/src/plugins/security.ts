/**
 * Security headers and the same-origin rule for state-changing requests (DESIGN.md §5).
 * Cookies are SameSite=Lax, and this check closes what Lax leaves open: a cross-site POST with a
 * JSON body. Requests without an Origin header (non-browser clients) are refused too.
 *
 * Two header sets (ADR 012): documents (the app, the public form, the API explorer, static files)
 * get helmet's full set; JSON API responses get the short set OWASP recommends for APIs, which
 * is stricter where it matters (nothing may load or frame) and a kilobyte lighter on every call.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ERROR_CODES } from '@core/api/common';
import type { AppConfig } from '../config';
import { INLINE_SCRIPT_HASHES } from '../prerender/inline-boot';
import { AppError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Stripe's webhook is called server to server, with no Origin and no cookie: the same-origin rule
 * (a defence against browsers sending a user's cookie cross-site) cannot apply, and it would
 * refuse every event. The route authenticates each call by its Stripe signature instead.
 */
const ORIGIN_EXEMPT = new Set(['/api/billing/webhook']);

/** Google sign-in (Firebase Auth popup) needs Google's script, token endpoints and auth frame. */
function googleSources(config: AppConfig) {
  if (!config.google) return { script: [], connect: [], frame: [] };
  return {
    script: ['https://apis.google.com', 'https://www.gstatic.com'],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frame: [`https://${config.google.authDomain}`],
  };
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const google = googleSources(config);
  // The headers depend only on configuration, so helmet runs once here and each response gets the
  // resulting header set. (@fastify/helmet rebuilt helmet's middleware on every request, a
  // measurable share of a submission's CPU time.)
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The server-rendered pages' two inline scripts, by hash (prerender/inline-boot.ts).
        'script-src': ["'self'", ...INLINE_SCRIPT_HASHES, ...google.script],
        // Radix injects small <style> elements (scroll lock); styles cannot run code.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...google.connect],
        'frame-src': [
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          // The home page's landing video (site content) may be a Vimeo one, loaded on click.
          'https://player.vimeo.com',
          ...google.frame,
        ],
        'frame-ancestors': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Embedded forms and YouTube videos need cross-origin resources; CSP above governs them.
    crossOriginEmbedderPolicy: false,
    // Set below instead: same-origin for everything except the embed script other sites load.
    crossOriginResourcePolicy: false,
    hsts: config.isProduction,
    // Keep the origin on cross-site navigation so embeds and analytics can attribute referrers.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const api = apiHeaders(headers);
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : null;
  // Synchronous hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    // First, so that every response, a refusal below included, can be traced to its log lines.
    reply.header('x-request-id', request.id);
    if (isApiRequest(request.url)) {
      reply.headers(api);
    } else {
      reply.headers(headers);
      // Same-origin resources, except the embed script other sites load.
      const shared = request.url === '/embed.js' || request.url.startsWith('/embed.js?');
      reply.header('cross-origin-resource-policy', shared ? 'cross-origin' : 'same-origin');
    }
    if (
      STATE_CHANGING.has(request.method) &&
      request.url.startsWith('/api/') &&
      !ORIGIN_EXEMPT.has(request.url) &&
      !isOneClickUnsubscribe(request) &&
      !isBearerApiRequest(request) &&
      !isSameOrigin(request, publicOrigin)
    ) {
      done(new AppError(403, ERROR_CODES.badOrigin, 'Cross-origin request refused'));
      return;
    }
    done();
  });
}

/**
 * RFC 8058's one-click unsubscribe (modules/response-notifications/unsubscribe.ts): a mail client
 * POSTs to the mail's List-Unsubscribe link from no page of ours, with no Origin (or its own) and
 * no cookie. The same-origin check guards what a session cookie allows; this route uses no cookie,
 * only the unguessable HMAC token in its query string, so a cross-site POST gains nothing.
 */
const ONE_CLICK_UNSUBSCRIBE = '/api/public/unsubscribe';
function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  const { url } = request;
  return (
    request.method === 'POST' &&
    (url === ONE_CLICK_UNSUBSCRIBE || url.startsWith(`${ONE_CLICK_UNSUBSCRIBE}?`))
  );
}

/**
 * The REST API (/api/v1, modules/api-v1) is called by programs, with no Origin, and authenticated
 * by `Authorization: Bearer <key>` alone: plugins/session.ts never reads the cookie there, so a
 * cross-site request gains nothing from the browser's cookies, and a page cannot add an
 * Authorization header to a cross-site request without a CORS preflight, which is never granted.
 */
function isBearerApiRequest(request: FastifyRequest): boolean {
  const { authorization } = request.headers;
  return (
    request.url.startsWith('/api/v1/') &&
    typeof authorization === 'string' &&
    /^Bearer\s/i.test(authorization)
  );
}

/** JSON endpoints; the API explorer under /api/docs is a set of documents. */
export function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * The API set (OWASP REST Security Cheat Sheet): a JSON body or a file attachment is never a
 * document, so it may load nothing and be framed by nobody; nosniff keeps a browser from reading
 * it as anything but its declared type. HSTS follows the document set (production only).
 */
export function apiHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

export function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicOrigin) return origin === publicOrigin;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Runs helmet's middleware against a recording response and returns the headers it set. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
