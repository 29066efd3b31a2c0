/**
 * The respondent's journey through one form: answers, the page they are on, per-page checks,
 * autosave and submission. Logic runs live through core's engine (SHOW/HIDE/SKIP_TO/END_FORM
 * reshape the pages as answers change); until the engine has loaded, the first page comes from
 * initialFlow, and Next or Submit wait for it. A form without logic loads the engine at the
 * respondent's first interaction rather than during page load (useEngine).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PublicForm } from '@core/api/public';
import type { Answers, FormDefinition, Question } from '@core/form/definition';
import { isLastPage, nextPageIndex, previousPageIndex } from '@core/logic/page-navigation';
import type { FormFlow } from '@core/logic/types';
import { browserIsOffline, sendEvent, submitResponse } from '../api/public-api';
import { loadEngine, type Engine } from '../lib/engine';
import { hiddenFieldAnswers } from '../lib/hidden-fields';
import { formHasLogic, initialFlow } from '../lib/initial-flow';
import { clearLocalDraft, loadDraftId, readLocalDraft, storeDraftId } from '../lib/local-draft';
import { MESSAGES_FOR_RESPONDENT } from '../lib/respondent-messages';
import { useDraftAutosave } from './use-draft-autosave';
import { useEngine } from './use-engine';
import { useResumeLink } from './use-resume-link';

export type Stage = 'welcome' | 'questions' | 'done';
export type SubmitStatus = 'idle' | 'checking' | 'sending' | 'retrying';
export type FocusRequest = 'page' | 'done' | { questionId: string };

/** The failures where the server may never have seen the response (public-api.ts). */
const UNREACHED = new Set(['network', 'offline']);

export function toDefinition(form: PublicForm): FormDefinition {
  return { ...form, customization: {} };
}

function withAnswer(answers: Answers, id: string, value: unknown): Answers {
  const next = { ...answers };
  if (value === undefined) delete next[id];
  else next[id] = value;
  return next;
}

function initialAnswers(form: PublicForm, restored: Answers | undefined): Answers {
  return { ...(restored ?? {}), ...hiddenFieldAnswers(form.questions, window.location.search) };
}

export function useRespondentForm(form: PublicForm) {
  const definition = useMemo(() => toDefinition(form), [form]);
  const questions = useMemo(() => new Map(form.questions.map((q) => [q.id, q])), [form]);
  const [restored] = useState(() => readLocalDraft(form.id));
  // Without logic, initialFlow is the engine's flow until the respondent moves past page 1.
  const [engineAtOnce] = useState(() => (restored?.pageIndex ?? 0) > 0 || formHasLogic(definition));
  const engine = useEngine(engineAtOnce);

  const [draftId, setDraftId] = useState(() => loadDraftId(form.id));
  const [answers, setAnswersState] = useState<Answers>(() =>
    initialAnswers(form, restored?.answers),
  );
  const answersRef = useRef(answers);
  const [stage, setStage] = useState<Stage>(() =>
    form.welcomeScreen.enabled && !restored ? 'welcome' : 'questions',
  );
  const [pageIndex, setPageIndex] = useState(restored?.pageIndex ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [closed, setClosed] = useState<{ message: string | null } | null>(null);
  /** The submission could not reach the server: it is sent again (same draft id) when possible. */
  const [unsent, setUnsent] = useState(false);
  const [active, setActive] = useState(restored !== null);
  const busy = useRef(false);
  /** Set once the server has the response: nothing may send it again, even before a re-render. */
  const submitted = useRef(false);
  const started = useRef(restored !== null);
  const focusRequest = useRef<FocusRequest | null>(null);

  const captchaIds = useMemo(
    () => new Set(form.questions.filter((q) => q.type === 'CAPTCHA').map((q) => q.id)),
    [form],
  );
  const draftAnswers = useMemo(
    () => Object.fromEntries(Object.entries(answers).filter(([id]) => !captchaIds.has(id))),
    [answers, captchaIds],
  );
  const autosave = useDraftAutosave({
    formId: form.id,
    draftId,
    answers: draftAnswers,
    pageIndex,
    active,
    initialResumeToken: restored?.resumeToken ?? null,
  });

  const initial = useMemo(() => initialFlow(definition), [definition]);
  const flow = useMemo(
    () => (engine ? engine.evaluate(definition, answers) : initial),
    [engine, definition, answers, initial],
  );
  const index = Math.max(0, Math.min(pageIndex, flow.pages.length - 1));
  // A reload on page 3 needs the engine to know where page 3 is; the first page does not.
  const restoring = !engine && pageIndex > 0 && stage === 'questions';

  const latest = useRef({ engine, flow });
  useEffect(() => {
    latest.current = { engine, flow };
  }, [engine, flow]);

  const setAnswers = useCallback((next: Answers) => {
    answersRef.current = next;
    setAnswersState(next);
  }, []);

  // Deferred a tick so React's development double mount reports one view, not two.
  useEffect(() => {
    const timer = window.setTimeout(() => sendEvent(form.id, 'view'), 0);
    return () => window.clearTimeout(timer);
  }, [form.id]);

  useResumeLink(
    form.id,
    (draft, token) => {
      storeDraftId(form.id, draft.draftId);
      setDraftId(draft.draftId);
      setAnswers(initialAnswers(form, draft.answers));
      autosave.setResumeToken(token);
      started.current = true;
      setActive(true);
      setPageIndex(0);
      setStage('questions');
    },
    () => setAlert(MESSAGES_FOR_RESPONDENT.resumeFailed),
  );

  const update = useCallback(
    (id: string, change: (previous: unknown) => unknown) => {
      const value = change(answersRef.current[id]);
      setAnswers(withAnswer(answersRef.current, id, value));
      setActive(true);
      if (!started.current) {
        started.current = true;
        sendEvent(form.id, 'start');
      }
      // A shown error follows the answer as it is corrected.
      const question = questions.get(id);
      if (question) {
        const { engine: loaded, flow: current } = latest.current;
        setErrors((previous) => {
          if (!(id in previous)) return previous;
          const message =
            loaded?.checkAnswer(question, value, current.requiredQuestionIds.includes(id)) ?? null;
          if (message === previous[id]) return previous;
          const next = { ...previous };
          if (message) next[id] = message;
          else delete next[id];
          return next;
        });
      }
    },
    [form.id, questions, setAnswers],
  );
  const answer = useCallback((id: string, value: unknown) => update(id, () => value), [update]);

  /** Shows errors on their questions and opens the first page that has one. */
  const showErrors = useCallback(
    (found: Record<string, string>, current: FormFlow) => {
      const onPages = current.pages.flatMap((p) => p.questionIds).filter((id) => id in found);
      const pageErrors = Object.fromEntries(onPages.map((id) => [id, found[id] as string]));
      const elsewhere = Object.entries(found).filter(([id]) => !(id in pageErrors));
      setErrors(pageErrors);
      // A CAPTCHA the server refused is spent: clear it so the widget starts a new challenge.
      const spent = Object.keys(found).filter(
        (id) => captchaIds.has(id) && id in answersRef.current,
      );
      if (spent.length > 0) {
        let next = answersRef.current;
        for (const id of spent) next = withAnswer(next, id, undefined);
        setAnswers(next);
      }
      const first = onPages[0];
      if (first !== undefined) {
        const page = current.pages.findIndex((p) => p.questionIds.includes(first));
        setPageIndex(page);
        focusRequest.current = { questionId: first };
        const count = current.pages[page]?.questionIds.filter((id) => id in pageErrors).length ?? 1;
        setAlert(
          count === 1
            ? 'Please check the answer marked below.'
            : `Please check the ${count} answers marked below.`,
        );
      } else {
        setAlert(elsewhere[0]?.[1] ?? 'Invalid input');
      }
    },
    [captchaIds, setAnswers],
  );

  const checkPage = (eng: Engine, current: FormFlow, at: number): Record<string, string> => {
    const required = new Set(current.requiredQuestionIds);
    const found: Record<string, string> = {};
    for (const id of current.pages[at]?.questionIds ?? []) {
      const question = questions.get(id) as Question;
      const message = eng.checkAnswer(question, answersRef.current[id], required.has(id));
      if (message) found[id] = message;
    }
    return found;
  };

  const submit = async (eng: Engine, current: FormFlow) => {
    const checked = eng.validate(definition, answersRef.current);
    if (!checked.ok) return showErrors(checked.errors, current);
    setStatus('sending');
    const outcome = await submitResponse(form.id, draftId, answersRef.current, {
      onRetry: () => setStatus('retrying'),
    });
    // Kept while a retry is in flight, so its Try again button (maybe focused) stays in place.
    setUnsent(outcome.kind === 'failed' && UNREACHED.has(outcome.message));
    switch (outcome.kind) {
      case 'accepted':
        submitted.current = true;
        autosave.stop();
        clearLocalDraft(form.id);
        sendEvent(form.id, 'submit');
        focusRequest.current = 'done';
        setStage('done');
        return;
      case 'invalid':
        return showErrors(
          Object.keys(outcome.errors).length > 0
            ? outcome.errors
            : { _form: outcome.message || 'Invalid input' },
          current,
        );
      case 'closed':
        return setClosed({ message: outcome.message });
      case 'unavailable':
        return setClosed({ message: null });
      case 'rate-limited':
        return setAlert(MESSAGES_FOR_RESPONDENT.rateLimited);
      case 'too-large':
        return setAlert(MESSAGES_FOR_RESPONDENT.tooLarge);
      case 'failed':
        if (!UNREACHED.has(outcome.message)) return setAlert(outcome.message);
        // The answers stay in the page and on this device; the same draft id goes again, so a
        // response that did arrive (only its answer was lost) is not stored twice.
        return setAlert(
          browserIsOffline()
            ? MESSAGES_FOR_RESPONDENT.offlineWaiting
            : MESSAGES_FOR_RESPONDENT.offline,
        );
    }
  };

  /** Next, or Submit on the last page. One at a time: a double click acts once. */
  const advance = async () => {
    if (busy.current || submitted.current) return;
    busy.current = true;
    setStatus('checking');
    setAlert(null);
    try {
      let eng: Engine;
      try {
        eng = engine ?? (await loadEngine());
      } catch {
        setAlert(MESSAGES_FOR_RESPONDENT.engineFailed);
        return;
      }
      const current = eng.evaluate(definition, answersRef.current);
      const at = Math.max(0, Math.min(pageIndex, current.pages.length - 1));
      const found = checkPage(eng, current, at);
      if (Object.keys(found).length > 0) return showErrors(found, current);
      setErrors({});
      if (isLastPage(current, at)) return await submit(eng, current);
      setPageIndex(nextPageIndex(current, at) ?? at);
      focusRequest.current = 'page';
    } finally {
      busy.current = false;
      setStatus('idle');
    }
  };

  // Back online: send the waiting response without the respondent having to notice.
  const latestAdvance = useRef(advance);
  useEffect(() => {
    latestAdvance.current = advance;
  });
  useEffect(() => {
    if (!unsent) return;
    const retry = () => void latestAdvance.current();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unsent]);

  const back = () => {
    const previous = previousPageIndex(flow, index);
    if (previous === null) return;
    setAlert(null);
    // Going back is not Submit: coming online later must not move the respondent forward.
    setUnsent(false);
    setPageIndex(previous);
    focusRequest.current = 'page';
  };

  const start = () => {
    setStage('questions');
    focusRequest.current = 'page';
  };

  return {
    definition,
    questions,
    flow,
    engineReady: engine !== null,
    restoring,
    stage,
    start,
    pageIndex: index,
    page: flow.pages[index],
    lastPage: isLastPage(flow, index),
    canGoBack: previousPageIndex(flow, index) !== null,
    answers,
    errors,
    alert,
    status,
    closed,
    /** A submission is waiting for the network: show a way to send it now. */
    unsent,
    answer,
    update,
    advance,
    back,
    draftId,
    resumeToken: autosave.resumeToken,
    /** Where focus should go after this render (read once by the view). */
    takeFocusRequest: () => {
      const request = focusRequest.current;
      focusRequest.current = null;
      return request;
    },
  };
}

export type RespondentForm = ReturnType<typeof useRespondentForm>;
