/**
 * The public form page's app, loaded by form-boot.ts (form.html's script) once the first screen
 * has painted (ADR 046): just React and the renderer, none of the app (router, query cache, Radix,
 * session), and none of the offline code (a chunk loaded once the form is on screen, ADR 038).
 * The server's HTML is usable before this runs (ADR 033).
 */
// First: one text node per run of text, as the server wrote it (ADR 055).
import './preact-text-runs';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  canHydrate,
  formIdFromPath,
  PublicFormPage,
  readInlinePayload,
} from '@/features/form-renderer/components/public-form-page';
import { setAnswerLanguage } from '@/features/form-renderer/api/public-api';
import { readServerRender } from '@/features/form-renderer/lib/server-render';
import { awaitEarlyInput } from '@/features/form-renderer/lib/early-input';
import { pageTranslator } from '@/features/form-renderer/lib/page-language';
import { withOffline } from '@/features/form-renderer/offline/load-offline';
import { toDefinition } from '@/features/form-renderer/state/to-definition';
import { TranslatorContext } from '@/renderer';
import type { NativeForm } from '@/renderer/components/form-view';
import { staggerHydration } from '@/renderer/components/hydration-slot';
import { loadFirstScreen } from '@/renderer/lib/first-screen';

const container = document.getElementById('main');
if (!container) throw new Error('The <main id="main"> element is missing from form.html');
const main = container;

/**
 * Lets the browser run its own work (input, paint) before the next step: the app's evaluation,
 * the hydration and the offline start-up are each one task, not one long one (on a slow phone
 * each is near 50 ms, and together they blocked the main thread for 150-200 ms: ADR 055).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // The server rendered the first page (ADR 033): adopt its HTML when this visit starts there.
  const render = readServerRender();
  const form =
    render && canHydrate(render)
      ? readInlinePayload(formIdFromPath(location.pathname))?.form
      : null;
  // The page's language (ADR 043) and, for hydration, every lazy part of the first screen, so
  // hydration leaves no boundary behind; a chunk that cannot load is the Suspense boundary's to
  // report, as on a page rendered anew.
  // A form with languages (ADR 048): the server named the one it chose in the payload.
  const formLanguage = readInlinePayload(formIdFromPath(location.pathname))?.form?.language;
  setAnswerLanguage(formLanguage);
  const [translator] = await Promise.all([
    pageTranslator(formLanguage),
    form ? loadFirstScreen(toDefinition(form)).catch(() => undefined) : undefined,
  ]);
  const page = (native?: NativeForm) => (
    <StrictMode>
      <TranslatorContext value={translator}>
        <PublicFormPage native={native} />
      </TranslatorContext>
    </StrictMode>
  );
  // The page's first Intl formatter (question numbers, scales) in a task of its own.
  await nextTask();
  translator.number(0);
  await nextTask();
  if (render && form) {
    // What the respondent has entered meanwhile is taken over as each question hydrates.
    awaitEarlyInput(main);
    // Each question in a task of its own, after the page around them (hydration-slot.tsx).
    staggerHydration();
    hydrateRoot(main, page(render.native));
  } else {
    main.replaceChildren();
    createRoot(main).render(page(render?.native));
  }
  // After the render call: the outbox, the service worker and the preloads never delay the form.
  await nextTask();
  withOffline((chunk) => chunk.startOffline());
}

void start();
