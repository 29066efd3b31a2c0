/**
 * The public form page's server entry (ADR 033): the same components form-main.tsx hydrates,
 * rendered to HTML by React on the server. `npm run build` bundles it for Node into
 * dist/web-ssr/form-server.js (vite.form-ssr.config.ts); the server's respondent module imports
 * that file and puts the HTML inside `<main id="main">`. The tree mirrors PublicFormPage's (a
 * wrapper div, then FormView or UnavailableView), so hydration finds exactly this markup.
 */
// First: zod must be configured before any module below builds a schema.
import '@/lib/zod-jitless';
import { prerender } from 'react-dom/static';
import type { PublicFormPayload } from '@core/api/public';
import { UnavailableView } from '@/features/form-renderer/components/unavailable-view';
import { toDefinition } from '@/features/form-renderer/state/to-definition';
import { FormView } from '@/renderer';
import type { NativeForm } from '@/renderer/components/form-view';
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
}

const NO_SERVICES = {
  draftId: '',
  captchaChallengeUrl: '',
  upload: () => Promise.reject(new Error('Uploads need the browser')),
};

function ServerFormPage({ payload, embedded, native, snapshot }: FormBodyInput) {
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
  const at: SessionSnapshot = snapshot ?? {
    stage: definition.welcomeScreen.enabled ? 'welcome' : 'questions',
    flow: initialFlow(definition),
    pageIndex: 0,
    answers: {},
    errors: {},
    alert: null,
  };
  return (
    <div>
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
  const { prelude } = await prerender(<ServerFormPage {...input} />);
  return new Response(prelude).text();
}
