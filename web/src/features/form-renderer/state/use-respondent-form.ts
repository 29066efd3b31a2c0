/**
 * The public page's side of a response, around the renderer's form session: the draft on this
 * device and on the server (autosave, resume links), hidden fields from the address, analytics
 * events and the real submission.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PublicForm } from '@core/api/public';
import type { Answers, FormDefinition } from '@core/form/definition';
import { useFormSession } from '@/renderer';
import { sendEvent, submitResponse } from '../api/public-api';
import { hiddenFieldAnswers } from '../lib/hidden-fields';
import { clearLocalDraft, loadDraftId, readLocalDraft, storeDraftId } from '../lib/local-draft';
import { MESSAGES_FOR_RESPONDENT } from '@/renderer/lib/respondent-messages';
import { useDraftAutosave } from './use-draft-autosave';
import { useResumeLink } from './use-resume-link';

export function toDefinition(form: PublicForm): FormDefinition {
  return { ...form, customization: {} };
}

function initialAnswers(form: PublicForm, restored: Answers | undefined): Answers {
  return { ...(restored ?? {}), ...hiddenFieldAnswers(form.questions, window.location.search) };
}

export function useRespondentForm(form: PublicForm) {
  const definition = useMemo(() => toDefinition(form), [form]);
  const [restored] = useState(() => readLocalDraft(form.id));
  const [startingAnswers] = useState(() => initialAnswers(form, restored?.answers));
  const [draftId, setDraftId] = useState(() => loadDraftId(form.id));

  const submit = useCallback(
    (answers: Answers, hooks: { onRetry: () => void }) =>
      submitResponse(form.id, draftId, answers, hooks),
    [form.id, draftId],
  );
  const session = useFormSession({
    definition,
    initialAnswers: startingAnswers,
    initialPageIndex: restored?.pageIndex ?? 0,
    resumed: restored !== null,
    submit,
    onStart: () => sendEvent(form.id, 'start'),
    onSubmitted: () => {
      autosave.stop();
      clearLocalDraft(form.id);
      sendEvent(form.id, 'submit');
    },
  });

  // CAPTCHA payloads are single-use: a draft never keeps them.
  const draftAnswers = useMemo(() => {
    const captchas = new Set(form.questions.filter((q) => q.type === 'CAPTCHA').map((q) => q.id));
    return Object.fromEntries(Object.entries(session.answers).filter(([id]) => !captchas.has(id)));
  }, [form.questions, session.answers]);
  const autosave = useDraftAutosave({
    formId: form.id,
    draftId,
    answers: draftAnswers,
    pageIndex: session.pageIndex,
    active: session.active,
    initialResumeToken: restored?.resumeToken ?? null,
  });

  // Deferred a tick so React's development double mount reports one view, not two.
  useEffect(() => {
    const timer = window.setTimeout(() => sendEvent(form.id, 'view'), 0);
    return () => window.clearTimeout(timer);
  }, [form.id]);

  const { replaceAnswers } = session;
  const { setResumeToken } = autosave;
  useResumeLink(
    form.id,
    (draft, token) => {
      storeDraftId(form.id, draft.draftId);
      setDraftId(draft.draftId);
      replaceAnswers(initialAnswers(form, draft.answers));
      setResumeToken(token);
    },
    () => session.showAlert(MESSAGES_FOR_RESPONDENT.resumeFailed),
  );

  return { definition, session, draftId, resumeToken: autosave.resumeToken };
}
