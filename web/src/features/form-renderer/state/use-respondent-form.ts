/**
 * The public page's side of a response, around the renderer's form session: the draft on this
 * device and on the server (autosave, resume links), hidden fields from the address, analytics
 * events and the real submission.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PublicForm } from '@core/api/public';
import type { Answers } from '@core/form/definition';
import { useFormSession } from '@/renderer';
import { sendEvent, submitResponse } from '../api/public-api';
import { hiddenFieldAnswers } from '@core/form/hidden-fields';
import {
  clearLocalDraft,
  loadDraftId,
  readLocalDraft,
  storeDraftId,
  writeLocalDraft,
} from '../lib/local-draft';
import { useTranslator } from '@/renderer/i18n/translator-context';
import { UNREACHED_MESSAGES } from '@/renderer/lib/submit-outcome';
import { loadOffline, withOffline } from '../offline/load-offline';
import { useOutboxEntry } from './use-outbox-entry';
import { toDefinition } from './to-definition';
import { useDraftAutosave } from './use-draft-autosave';
import { useResumeLink } from './use-resume-link';

export { toDefinition } from './to-definition';

function initialAnswers(form: PublicForm, restored: Answers | undefined): Answers {
  return {
    ...(restored ?? {}),
    ...hiddenFieldAnswers(form.questions, new URLSearchParams(window.location.search)),
  };
}

export function useRespondentForm(form: PublicForm) {
  const definition = useMemo(() => toDefinition(form), [form]);
  const { t } = useTranslator();
  const [restored] = useState(() => readLocalDraft(form.id));
  const [startingAnswers] = useState(() => initialAnswers(form, restored?.answers));
  const [draftId, setDraftId] = useState(() => loadDraftId(form.id));

  /** The submission waited in the outbox: once sent, the thank-you screen says it was. */
  const [waited, setWaited] = useState(false);
  const submit = useCallback(
    async (answers: Answers, hooks: { onRetry: () => void }) => {
      // Through the outbox; if its chunk cannot be had, sent as before it existed.
      const outcome = await loadOffline().then(
        (chunk) => chunk.submitThroughOutbox(form, draftId, answers, hooks),
        () => submitResponse(form.id, draftId, answers, hooks),
      );
      if (outcome.kind === 'failed' && UNREACHED_MESSAGES.has(outcome.message)) setWaited(true);
      return outcome;
    },
    [form, draftId],
  );
  const outbox = useOutboxEntry(draftId);
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
      withOffline((chunk) => chunk.deleteDraftCopy(form.id));
      outbox.forget();
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
    formVersion: form.formVersion ?? null,
  });

  // The outbox sent (or the server refused) the submission this page is waiting on: the session
  // submits again and gets that answer from the outbox, with no second request.
  const { unsent, replaceAnswers } = session;
  const advance = useRef(session.advance);
  useEffect(() => {
    advance.current = session.advance;
  });
  const settled = outbox.entry !== null && outbox.entry.state.kind !== 'pending';
  useEffect(() => {
    if (settled && unsent) void advance.current();
  }, [settled, unsent]);
  // Waiting, then no longer (Back, to change an answer): what waits is no longer what was meant.
  const wasUnsent = useRef(false);
  const { withdraw } = outbox;
  useEffect(() => {
    if (wasUnsent.current && !unsent) withdraw();
    wasUnsent.current = unsent;
  }, [unsent, withdraw]);

  // localStorage had no draft (cleared, or refused it): the IndexedDB copy may have one.
  useEffect(() => {
    if (restored) return;
    let live = true;
    withOffline(async (chunk) => {
      const copy = await chunk.readDraftCopy(form.id);
      if (!live || !copy) return;
      storeDraftId(form.id, copy.draftId);
      setDraftId(copy.draftId);
      replaceAnswers(initialAnswers(form, copy.answers));
    });
    return () => {
      live = false;
    };
  }, [form, restored, replaceAnswers]);

  // Deferred a tick so React's development double mount reports one view, not two.
  useEffect(() => {
    const timer = window.setTimeout(() => sendEvent(form.id, 'view'), 0);
    return () => window.clearTimeout(timer);
  }, [form.id]);

  const { setResumeToken } = autosave;
  useResumeLink(
    form.id,
    (draft, token) => {
      storeDraftId(form.id, draft.draftId);
      // Started on another version than this page shows: kept here, the reload (its link now
      // gone from the address) renders the draft's own version (ADR 036).
      if (draft.formVersion && form.formVersion && draft.formVersion !== form.formVersion) {
        const kept = { answers: draft.answers, pageIndex: 0, resumeToken: token };
        writeLocalDraft(form.id, { ...kept, formVersion: draft.formVersion });
        if (readLocalDraft(form.id)?.formVersion === draft.formVersion) {
          window.location.reload();
          return;
        }
      }
      setDraftId(draft.draftId);
      replaceAnswers(initialAnswers(form, draft.answers));
      setResumeToken(token);
    },
    () => session.showAlert(t('resumeFailed')),
  );

  return { definition, session, draftId, resumeToken: autosave.resumeToken, outbox, waited };
}
