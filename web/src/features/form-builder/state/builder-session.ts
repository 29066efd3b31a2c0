/**
 * Creates everything one open form needs: the store, autosave wired to the forms API and the
 * query cache, and the local draft kept in step with both.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FormDetail } from '@core/api/forms';
import type { FormDefinition } from '@core/form/definition';
import { FORMS_LIST_QUERY_KEY, formQueryKey, saveForm } from '@/lib/forms-api';
import { trackFormSave } from '@/lib/pending-form-saves';
import { Autosave } from './autosave';
import type { BuilderSession, BuilderUi } from './builder-context';
import { createBuilderStore } from './builder-store';
import { clearLocalDraft, writeLocalDraft } from './local-draft';
import { validateDefinition } from './validation';

export const DRAFT_WRITE_DELAY_MS = 250;

export interface SessionOptions {
  detail: FormDetail;
  /** The definition the server has. */
  saved: FormDefinition;
  queryClient: QueryClient;
  ui: BuilderUi;
}

export interface BuilderSessionHandle extends BuilderSession {
  /** Starts the subscriptions; returns the cleanup (which saves what is pending). */
  connect(): () => void;
  /** Writes the local draft now (page hide). */
  persistDraft(): void;
}

export function createBuilderSession({
  detail,
  saved,
  queryClient,
  ui,
}: SessionOptions): BuilderSessionHandle {
  const formId = detail.id;
  const store = createBuilderStore(saved);
  let draftTimer: ReturnType<typeof setTimeout> | undefined;

  const persistDraft = () => {
    clearTimeout(draftTimer);
    if (!autosave.hasUnsavedChanges()) return;
    writeLocalDraft(formId, {
      baseVersion: autosave.version,
      savedAt: Date.now(),
      definition: store.getState().definition,
    });
  };

  const autosave = new Autosave({
    version: detail.version,
    saved,
    save: (version, definition) => trackFormSave(formId, saveForm(formId, version, definition)),
    validate: validateDefinition,
    onSaved: (next) => {
      queryClient.setQueryData(formQueryKey(formId), next);
      void queryClient.invalidateQueries({ queryKey: FORMS_LIST_QUERY_KEY });
      if (autosave.hasUnsavedChanges()) persistDraft();
      else {
        clearTimeout(draftTimer);
        clearLocalDraft(formId);
      }
    },
  });

  return {
    formId,
    store,
    autosave,
    ui,
    persistDraft,
    connect() {
      autosave.notify(store.getState().definition);
      const unsubscribe = store.subscribe(() => {
        autosave.notify(store.getState().definition);
        clearTimeout(draftTimer);
        if (autosave.hasUnsavedChanges())
          draftTimer = setTimeout(persistDraft, DRAFT_WRITE_DELAY_MS);
        else clearLocalDraft(formId);
      });
      const onOnline = () => void autosave.flush();
      window.addEventListener('online', onOnline);
      window.addEventListener('pagehide', persistDraft);
      return () => {
        unsubscribe();
        window.removeEventListener('online', onOnline);
        window.removeEventListener('pagehide', persistDraft);
        persistDraft();
        // Leaving the builder for preview or settings: send what is pending right away.
        void autosave.flush();
      };
    },
  };
}
