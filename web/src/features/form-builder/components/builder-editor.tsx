import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { FormDetail } from '@core/api/forms';
import type { QuestionType } from '@core/form/enums';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { createForm, definitionOf, formQueryKey, parseFormDetail } from '@/lib/forms-api';
import { formPaths } from '@/lib/form-paths';
import { getJson } from '@/lib/api-client';
import { BuilderSessionContext } from '../state/builder-context';
import { createBuilderSession } from '../state/builder-session';
import { decideDraft, type DraftDecision } from '../state/draft-restore';
import { focusSoon, questionDomId } from '../state/dom-ids';
import { createId } from '../state/ids';
import { clearLocalDraft } from '../state/local-draft';
import { NEW_QUESTION_TITLE, newQuestion } from '../state/question-factory';
import { createAnnouncer } from '../state/announcer';
import { BuilderToolbar } from './builder-toolbar';
import { DraftNotice } from './draft-notice';
import { FormHeadingEditor } from './form-heading-editor';
import { LanguageSection } from './languages/language-section';
import { LiveAnnouncer } from './live-announcer';
import { QuestionList } from './question-list';
import { QuestionTypePalette } from './question-type-palette';
import { SaveGuards } from './save-guards';
import { ScreenEditor } from './screen-editor';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/** The editor for one loaded form. Mounted once per form id (keyed by the page). */
export function BuilderEditor({ detail }: { detail: FormDetail }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [palette, setPalette] = useState<{ open: boolean; afterId: string | null }>({
    open: false,
    afterId: null,
  });
  const [announcer] = useState(createAnnouncer);
  const [published, setPublished] = useState(detail.published);
  const [saved] = useState(() => definitionOf(detail));
  const [draft, setDraft] = useState<DraftDecision>(() =>
    decideDraft(detail.id, detail.version, saved),
  );
  const [session] = useState(() => {
    const created = createBuilderSession({
      detail,
      saved,
      queryClient,
      ui: {
        announce: announcer.announce,
        openPalette: (afterId) => setPalette({ open: true, afterId }),
      },
    });
    if (draft.kind === 'restored')
      created.store.dispatch({ type: 'replace', definition: draft.draft.definition });
    return created;
  });
  const { store, autosave } = session;
  const form = { id: detail.id, userId: detail.userId };

  useEffect(() => session.connect(), [session]);
  useUndoShortcuts(store);

  const addQuestion = (type: QuestionType) => {
    const question = newQuestion(type, createId('q'), NEW_QUESTION_TITLE);
    store.dispatch({ type: 'addQuestion', question, afterId: palette.afterId });
    setPalette({ open: false, afterId: null });
    session.ui.announce(t(m.questionAdded));
    focusSoon(questionDomId(question.id, 'title'), undefined, { select: true });
  };

  /** The server's latest draft replaces the builder's (after a conflict, or a translations import). */
  const loadLatest = async () => {
    const fresh = parseFormDetail(await getJson(formQueryKey(detail.id)[0], { on401: 'throw' }));
    queryClient.setQueryData(formQueryKey(detail.id), fresh);
    const definition = definitionOf(fresh);
    store.dispatch({ type: 'reset', definition });
    autosave.rebase(fresh.version, definition);
    clearLocalDraft(detail.id);
    setPublished(fresh.published);
  };

  const reload = async () => {
    await loadLatest();
    toast({ title: t(m.formReloadedTitle), description: t(m.formReloadedDescription) });
  };

  const saveCopy = async () => {
    try {
      const copy = await createForm(store.getState().definition);
      toast({ title: t(m.savedCopyTitle), description: t(m.savedCopyDescription) });
      navigate(formPaths.edit(copy));
    } catch {
      toast({
        title: t(m.saveCopyFailedTitle),
        description: t(m.saveCopyFailedDescription),
        variant: 'destructive',
      });
    }
  };

  return (
    <BuilderSessionContext value={session}>
      <BuilderToolbar form={form} published={published} onPublishedChange={setPublished} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        {draft.kind !== 'none' ? (
          <DraftNotice
            decision={draft}
            onDismiss={() => setDraft({ kind: 'none' })}
            onDiscard={() => {
              if (draft.kind === 'restored') store.dispatch({ type: 'replace', definition: saved });
              else clearLocalDraft(detail.id);
              setDraft({ kind: 'none' });
            }}
            onRestore={() => {
              store.dispatch({ type: 'replace', definition: draft.draft.definition });
              setDraft({ kind: 'none' });
            }}
          />
        ) : null}
        <FormHeadingEditor />
        <ScreenEditor screen="welcomeScreen" />
        <QuestionList />
        <div className="flex justify-center">
          <Button
            id="builder-add-question"
            size="lg"
            variant="outline"
            onClick={() => setPalette({ open: true, afterId: null })}
          >
            <Plus aria-hidden="true" />
            {t(m.addQuestion)}
          </Button>
        </div>
        <ScreenEditor screen="thankYouScreen" />
        <LanguageSection formId={detail.id} onImported={loadLatest} />
      </div>
      <QuestionTypePalette
        open={palette.open}
        onOpenChange={(open) => setPalette((p) => ({ ...p, open }))}
        onPick={addQuestion}
      />
      <SaveGuards onReload={reload} onSaveCopy={saveCopy} />
      <LiveAnnouncer announcer={announcer} />
    </BuilderSessionContext>
  );
}
