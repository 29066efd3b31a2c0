/**
 * The public form page's server entry (ADR 033): the same components form-main.tsx hydrates,
 * rendered to HTML on the server by Preact, the runtime the page hydrates them with (ADR 055). `npm run build` bundles it for Node into
 * dist/web-ssr/form-server.js (vite.form-ssr.config.ts); the server's respondent module imports
 * that file and puts the HTML inside `<main id="main">`. The tree mirrors PublicFormPage's (a
 * wrapper div, then FormView or UnavailableView), so hydration finds exactly this markup.
 */
// First: zod must be configured before any module below builds a schema.
import '@/lib/zod-jitless';
// And before any component: one text node per run of text, as hydration expects (ADR 055).
import './preact-text-runs';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { PublicFormPayload } from '@core/api/public';
import type { RespondentLanguage } from '@core/i18n/respondent-language';
import { LanguageMenu } from '@/features/form-renderer/components/language-menu';
import { UnavailableView } from '@/features/form-renderer/components/unavailable-view';
import { toDefinition } from '@/features/form-renderer/state/to-definition';
import { FormView, loadTranslator, TranslatorContext, useTranslator } from '@/renderer';
import type { NativeForm } from '@/renderer/components/form-view';
import { fieldIds } from '@/renderer/components/question-field';
import { loadInputMessages } from '@/renderer/i18n/catalogue';
import { loadCssSanitizer } from '@/renderer/lib/custom-css';
import { initialFlow } from '@/renderer/lib/initial-flow';
import { serverSession, type SessionSnapshot } from '@/renderer/state/server-session';

export interface FormBodyInput {
  payload: PublicFormPayload;
  embedded: boolean;
  native: NativeForm;
  /**
   * Where the respondent is. Left out for the first page of a GET: that page is what the
   * browser's session renders first (no answers, initialFlow), which hydration must match.
   */
  snapshot?: SessionSnapshot;
  /** The respondent's language (ADR 043, core's chooseRespondentLanguage); English without. */
  language?: RespondentLanguage;
}

const NO_SERVICES = {
  draftId: '',
  captchaChallengeUrl: '',
  upload: () => Promise.reject(new Error('Uploads need the browser')),
};

/** The server's messages (English, from core) in the page's language where the catalogue has them. */
function said(snapshot: SessionSnapshot, known: (text: string) => string): SessionSnapshot {
  const errors = Object.entries(snapshot.errors).map(([id, text]) => [id, known(text)]);
  const alert = snapshot.alert === null ? null : known(snapshot.alert);
  return { ...snapshot, errors: Object.fromEntries(errors), alert };
}

function ServerFormPage({ payload, embedded, native, snapshot }: Omit<FormBodyInput, 'language'>) {
  const { known } = useTranslator();
  const { form } = payload;
  if (payload.status !== 'open' || !form) {
    return (
      <div>
        <UnavailableView
          reason={payload.status === 'open' ? 'not_found' : payload.status}
          message={payload.message}
          embedded={embedded}
        />
      </div>
    );
  }
  const definition = toDefinition(form);
  const at: SessionSnapshot = snapshot
    ? said(snapshot, known)
    : {
        stage: definition.welcomeScreen.enabled ? 'welcome' : 'questions',
        flow: initialFlow(definition),
        pageIndex: 0,
        answers: {},
        errors: {},
        alert: null,
      };
  return (
    <div>
      {form.languages && form.languages.length > 1 && form.language ? (
        <LanguageMenu
          languages={form.languages}
          current={form.language}
          embedded={embedded}
          onPick={() => {}}
        />
      ) : null}
      <FormView
        definition={definition}
        session={serverSession(definition, at)}
        services={NO_SERVICES}
        layout={embedded ? 'embedded' : 'page'}
        pageFooter={null}
        native={native}
      />
    </div>
  );
}

/** The inner HTML of `<main id="main">`, once every lazy input on the page has rendered. */
export async function renderFormBody(input: FormBodyInput): Promise<string> {
  // The custom CSS's sanitiser and the split inputs' words are chunks of their own (custom-css.ts,
  // input-message-keys.ts): in before the first render.
  const [translator] = await Promise.all([
    loadTranslator(input.language ?? 'en'),
    loadCssSanitizer(),
    loadInputMessages(),
  ]);
  // Waits for every lazy input and writes it where it belongs: without script nothing may be left
  // to move into place later (ADR 039). The JSX is Preact's once `react` is aliased to
  // preact/compat (vite.form-ssr.config.ts, vitest's server project); TypeScript sees React's.
  const page = (
    <TranslatorContext value={translator}>
      <ServerFormPage {...input} />
    </TranslatorContext>
  ) as unknown as VNode;
  return focusFirstError(await renderToStringAsync(page), input.snapshot);
}

/** As Preact writes an attribute's value. */
const attributeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A page the server sends back with errors runs no script (ADR 033), so the view's focus request
 * (form-view.tsx) cannot put the respondent on the first answer to fix: the browser's own
 * `autofocus` does, on the control that question's label points at. It is added to the HTML
 * rather than passed down because each of the inputs renders its own first control; text is
 * escaped (a `"` in it is `&quot;`), so ` id="…"` can only be that control's attribute.
 */
function focusFirstError(html: string, snapshot: SessionSnapshot | undefined): string {
  if (snapshot?.stage !== 'questions') return html;
  const first = snapshot.flow.pages[snapshot.pageIndex]?.questionIds.find(
    (id) => id in snapshot.errors,
  );
  if (first === undefined) return html;
  const attribute = ` id="${attributeText(fieldIds(first).control)}"`;
  const end = html.indexOf(attribute) + attribute.length;
  return end < attribute.length ? html : `${html.slice(0, end)} autofocus${html.slice(end)}`;
}

/**
 * The words the page's boot script says before the app has loaded (form-boot.ts), in the page's
 * language: they travel in the hydration data, since the catalogues load with the app.
 */
export async function bootWords(
  language: RespondentLanguage = 'en',
): Promise<{ offlineHeld: string }> {
  const { t } = await loadTranslator(language);
  return { offlineHeld: t('offlineHeld') };
}
