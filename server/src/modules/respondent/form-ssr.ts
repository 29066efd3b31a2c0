/**
 * The renderer's server entry (web/src/form-server.tsx, ADR 033), loaded once per process. The
 * server's own bundle cannot hold React components (its tsconfig has no DOM or JSX), so it imports
 * the file Vite built for Node: dist/web-ssr/form-server.js beside dist/web. Under Vitest the
 * source is imported instead (Vitest compiles it), so API tests need no build. Without either (a
 * development server before any build) the page is served as before, rendered by the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicFormPayload } from '@core/api/public';
import type { Answers } from '@core/form/definition';
import type { RespondentLanguage } from '@core/i18n/respondent-language';
import type { FormFlow } from '@core/logic/types';

/** web/src/form-server.tsx's input, restated in server types (the two compile apart). */
export interface FormBodyInput {
  payload: PublicFormPayload;
  embedded: boolean;
  native: { action: string; fields: Record<string, string> };
  snapshot?: {
    stage: 'welcome' | 'questions' | 'done';
    flow: FormFlow;
    pageIndex: number;
    answers: Answers;
    errors: Record<string, string>;
    alert: string | null;
  };
  /** The respondent's language (ADR 043); English without. */
  language?: RespondentLanguage;
}

export interface FormSsr {
  renderFormBody(input: FormBodyInput): Promise<string>;
  /** What the page's boot script says before the app loads (form-boot.ts), in the page's words. */
  bootWords(language?: RespondentLanguage): Promise<{ offlineHeld: string }>;
}

let loading: Promise<FormSsr | null> | null = null;

export function loadFormSsr(webDistDir: string, log: FastifyBaseLogger): Promise<FormSsr | null> {
  loading ??= (async () => {
    // The worker global, not the VITEST variable: servers the e2e tests start inherit that.
    const inVitest = '__vitest_worker__' in globalThis;
    const file = inVitest
      ? path.resolve('web/src/form-server.tsx')
      : path.resolve(webDistDir, '../web-ssr/form-server.js');
    if (!fs.existsSync(file)) {
      log.warn({ file }, 'no server renderer for public forms: they render in the browser');
      return null;
    }
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as FormSsr;
  })().catch((err: unknown) => {
    log.error({ err }, 'could not load the server renderer for public forms');
    loading = null;
    return null;
  });
  return loading;
}
