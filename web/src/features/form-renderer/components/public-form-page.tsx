/**
 * The public form page, for /forms/{id} and /anonymous-forms/{id}. The server inlines the form as
 * <script type="application/json" id="formloom-form">, so the first paint needs no API call; when
 * it is missing (client-side navigation in the app, development) the same payload is fetched.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { PublicFormPayload } from '@core/api/public';
import { useDocumentTitle } from '@/lib/use-document-title';
import { matchLanguage, textDirection } from '@core/i18n/respondent-language';
import { loadTranslator, type Translator } from '@/renderer';
import { TranslatorContext, useTranslator } from '@/renderer/i18n/translator-context';
import { fetchFormPayload, fetchVersionPayload, setAnswerLanguage } from '../api/public-api';
import { languageHref, LanguageMenu } from './language-menu';
import type { NativeForm } from '@/renderer/components/form-view';
import { EMBED_ESCAPE, EMBED_RESIZE, isEmbedded, postToHost } from '../lib/embed-messages';
import { readLocalDraft } from '../lib/local-draft';
import { FormRunner } from './form-runner';
import { UnavailableView } from './unavailable-view';

export const PAYLOAD_ELEMENT_ID = 'formloom-form';
import { type ServerRender } from '../lib/server-render';

/**
 * Whether the browser's first render is the page the server rendered, so React can adopt that
 * HTML (no second paint): a form loaded fresh. A draft on this device or a resume link starts
 * elsewhere (another page, answers), and a page framed or not contrary to its address lays out
 * differently: those render anew.
 */
export function canHydrate(render: ServerRender): boolean {
  const formId = formIdFromPath(window.location.pathname);
  if (!formId || !readInlinePayload(formId)) return false;
  if (new URLSearchParams(window.location.search).has('resume')) return false;
  return isEmbedded() === render.embedded && readLocalDraft(formId) === null;
}

type LoadState =
  | { kind: 'loading' }
  /** The page shows a newer version than this device's draft started on: that one is loading. */
  | { kind: 'older'; payload: PublicFormPayload; formVersion: number }
  | { kind: 'ready'; payload: PublicFormPayload }
  | { kind: 'error' };

/**
 * The version to show (ADR 036): a draft on this device keeps the version it started on, which
 * the server checks its submission against, so a respondent never answers a form other than the
 * one their answers are held to. Null when the payload's own version is the one.
 */
export function olderDraftVersion(payload: PublicFormPayload): number | null {
  const live = payload.status === 'open' ? payload.form?.formVersion : undefined;
  if (!payload.form || !live) return null;
  const started = readLocalDraft(payload.form.id)?.formVersion ?? null;
  return started !== null && started < live ? started : null;
}

function loaded(payload: PublicFormPayload): LoadState {
  const formVersion = olderDraftVersion(payload);
  return formVersion === null
    ? { kind: 'ready', payload }
    : { kind: 'older', payload, formVersion };
}

export function formIdFromPath(pathname: string): string | null {
  const match = /^\/(?:forms|anonymous-forms)\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** The inlined payload, when it is for this page's form. */
export function readInlinePayload(formId: string | null): PublicFormPayload | null {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const payload = JSON.parse(element.textContent) as PublicFormPayload;
    if (!payload || typeof payload.status !== 'string') return null;
    if (formId && payload.form && payload.form.id !== formId) return null;
    return payload;
  } catch {
    return null;
  }
}

/**
 * Tells embed.js how tall the form is, so the iframe never scrolls inside the host page, and
 * passes Esc on. A layout effect: the Esc listener must be live as soon as the form can take the
 * keyboard, not a frame after it shows (a passive effect waits for the first paint, longer on a
 * busy machine, and an Esc pressed in between was lost).
 */
function useEmbedResize(embedded: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!embedded || !element || typeof ResizeObserver === 'undefined') return;
    let last = 0;
    const report = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height !== last) {
        last = height;
        postToHost({ type: EMBED_RESIZE, height });
      }
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') postToHost({ type: EMBED_ESCAPE });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [embedded]);
  return ref;
}

function titleOf(state: LoadState, unavailable: string): string | undefined {
  if (state.kind === 'ready') return state.payload.form?.title ?? unavailable;
  return state.kind === 'error' ? unavailable : undefined;
}

export function PublicFormPage({ native }: { native?: NativeForm } = {}) {
  const formId = useMemo(() => formIdFromPath(window.location.pathname), []);
  const embedded = useMemo(() => isEmbedded(), []);
  const [state, setState] = useState<LoadState>(() => {
    const inline = readInlinePayload(formId);
    return inline ? loaded(inline) : formId ? { kind: 'loading' } : { kind: 'error' };
  });
  const [attempt, setAttempt] = useState(0);
  const rootRef = useEmbedResize(embedded);
  const outer = useTranslator();
  // Set once the respondent picks another language (ADR 048): the page's words in it.
  const [picked, setPicked] = useState<Translator | null>(null);
  const { t } = picked ?? outer;
  useDocumentTitle(titleOf(state, t('formUnavailable')));

  /**
   * Another of the form's languages, in place: the same version's texts in it and the words of
   * its catalogue; the runner keeps its key, so every answer and the page stay as they were.
   */
  const pickLanguage = async (code: string) => {
    if (state.kind !== 'ready' || !state.payload.form) return;
    const { form } = state.payload;
    try {
      const [next, words] = await Promise.all([
        form.formVersion
          ? fetchVersionPayload(form.id, form.formVersion, code)
          : fetchFormPayload(form.id, code),
        loadTranslator(matchLanguage(code) ?? outer.language).catch(() => outer),
      ]);
      if (!next?.form) throw new Error('no form');
      setAnswerLanguage(next.form.language);
      setPicked(words);
      setState({ kind: 'ready', payload: { ...next, basePath: state.payload.basePath } });
      document.documentElement.lang = code;
      document.documentElement.dir = textDirection(code);
      window.history.replaceState(window.history.state, '', languageHref(code));
    } catch {
      // Unreachable: the page is rendered again in that language by the server.
      window.location.assign(languageHref(code));
    }
  };

  useEffect(() => {
    if (state.kind !== 'loading' || !formId) return;
    let live = true;
    fetchFormPayload(formId).then(
      (payload) => live && setState(loaded(payload)),
      () => live && setState({ kind: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [state.kind, formId, attempt]);

  // No such version after all (or unreachable): the live one, whose answers the draft keeps.
  useEffect(() => {
    if (state.kind !== 'older' || !state.payload.form) return;
    let live = true;
    const fallback = { kind: 'ready', payload: state.payload } as const;
    fetchVersionPayload(state.payload.form.id, state.formVersion).then(
      (older) => live && setState(older?.form ? { kind: 'ready', payload: older } : fallback),
      () => live && setState(fallback),
    );
    return () => {
      live = false;
    };
  }, [state]);

  let content;
  if (state.kind === 'loading' || state.kind === 'older') {
    content = (
      <div className="flex min-h-dvh items-center justify-center" role="status">
        <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary motion-reduce:animate-none" />
        <span className="sr-only">{t('loadingForm')}</span>
      </div>
    );
  } else if (state.kind === 'error') {
    content = (
      <UnavailableView
        reason={formId ? 'load_error' : 'not_found'}
        embedded={embedded}
        onRetry={
          formId
            ? () => {
                setState({ kind: 'loading' });
                setAttempt((n) => n + 1);
              }
            : undefined
        }
      />
    );
  } else {
    const { payload } = state;
    const { form } = payload;
    content =
      payload.status === 'open' && form ? (
        <>
          {form.languages && form.languages.length > 1 && form.language ? (
            <LanguageMenu
              languages={form.languages}
              current={form.language}
              embedded={embedded}
              onPick={(code) => void pickLanguage(code)}
            />
          ) : null}
          <FormRunner
            key={form.id}
            form={form}
            basePath={payload.basePath}
            embedded={embedded}
            native={native}
          />
        </>
      ) : (
        <UnavailableView
          reason={payload.status === 'open' ? 'not_found' : payload.status}
          message={payload.message}
          embedded={embedded}
        />
      );
  }
  const page = <div ref={rootRef}>{content}</div>;
  return picked ? <TranslatorContext value={picked}>{page}</TranslatorContext> : page;
}
