/**
 * The public form's HTML document: web/form.html (built) with the page title, the form's payload
 * inlined for the browser's first render, and, from the server renderer (ADR 033), the form itself
 * inside `<main id="main">`. Also its compression, chosen per request.
 */
import zlib from 'node:zlib';
import type { PublicFormPayload } from '@core/api/public';
import { type RespondentLanguage, textDirection } from '@core/i18n/respondent-language';

export const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Formloom</title></head><body><main id="main"></main></body></html>';

/** The element id of the server render's hydration data (read by the client's form-main.tsx). */
export const SSR_DATA_ID = 'formloom-ssr';

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

const MODULE_SCRIPT = /\s*<script type="module"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

export interface RenderedForm {
  /** The inner HTML of `<main id="main">`. */
  body: string;
  /** What the browser needs to hydrate `body` (its native form); null for a page not hydrated. */
  hydration: {
    embedded: boolean;
    /** Said by the boot script when a post made offline is held (form-boot.ts). */
    offlineHeld?: string;
    native: { action: string; fields: Record<string, string> };
  } | null;
}

/**
 * The document. A page with a server render but no hydration data (an answer to a no-script post:
 * page 2, errors, the thank-you screen) leaves the app's script out: the browser's session would
 * start on page 1 without the answers, so that respondent carries on without script.
 */
export function renderFormPage(
  template: string,
  payload: PublicFormPayload,
  rendered?: RenderedForm,
  /** The form's language when it has languages (ADR 048), else the page words' (ADR 043). */
  language: RespondentLanguage | string = 'en',
): string {
  const title = payload.form ? `${payload.form.title} · Formloom` : 'Form unavailable · Formloom';
  let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  // The page's language and direction (ADR 043): screen readers, hyphenation, right to left.
  html = html.replace(
    /<html\b[^>]*?\blang="[^"]*"/,
    (tag) =>
      `${tag.replace(/\blang="[^"]*"/, `lang="${escapeHtml(language)}"`)} dir="${textDirection(language)}"`,
  );
  if (rendered && !rendered.hydration) {
    return html
      .replace(MODULE_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace('<main id="main"></main>', () => `<main id="main">${rendered.body}</main>`);
  }
  const data = `<script type="application/json" id="formloom-form">${escapeJsonForHtml(payload)}</script>`;
  html = html.replace('</head>', () => `${data}\n</head>`);
  if (!rendered) return html;
  const hydration = `<script type="application/json" id="${SSR_DATA_ID}">${escapeJsonForHtml(rendered.hydration)}</script>`;
  return html.replace(
    '<main id="main"></main>',
    () => `<main id="main">${rendered.body}</main>\n${hydration}`,
  );
}

/**
 * Every page carries its own signed draft id (ADR 033), so a page is compressed per request, at a
 * brotli quality that costs about a millisecond for a form page rather than the maximum's tens.
 */
const PAGE_BROTLI_QUALITY = 5;

export function compressPage(html: string, encoding: 'br' | 'gzip'): Buffer {
  const raw = Buffer.from(html);
  return encoding === 'br'
    ? zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : zlib.gzipSync(raw, { level: 6 });
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
