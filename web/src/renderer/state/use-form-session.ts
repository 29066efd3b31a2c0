/**
 * One pass through a form: answers, the page shown, per-page checks and submission, for the
 * public page and for previews alike. Logic runs live through core's engine (SHOW/HIDE/SKIP_TO/
 * END_FORM reshape the pages as answers change); until the engine has loaded, the first page comes
 * from initialFlow, and Next or Submit wait for it. A form without logic loads the engine at the
 * respondent's first interaction rather than during page load (useEngine).
 *
 * Where answers go is the host's business: it passes `submit` (the public page posts them, a
 * preview just accepts) and hears about the first answer and the accepted submission, so drafts,
 * analytics and local copies stay out of this hook.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Answers, FormDefinition, Question } from '@core/form/definition';
import { isLastPage, nextPageIndex, previousPageIndex } from '@core/logic/page-navigation';
import type { FormFlow } from '@core/logic/types';
import { loadEngine, type Engine } from '../lib/engine';
import { formHasLogic, initialFlow } from '../lib/initial-flow';
import { useTranslator } from '../i18n/translator-context';
import { browserIsOffline, UNREACHED_MESSAGES, type SubmitOutcome } from '../lib/submit-outcome';
import { useEngine } from './use-engine';

export type Stage = 'welcome' | 'questions' | 'done';
export type SubmitStatus = 'idle' | 'checking' | 'sending' | 'retrying';
export type FocusRequest = 'page' | 'done' | { questionId: string };

export interface FormSessionOptions {
  definition: FormDefinition;
  /** Answers to start from: a restored draft, hidden fields from the address. */
  initialAnswers?: Answers;
  initialPageIndex?: number;
  /** Picking up a response already begun: no welcome screen, and it counts as started. */
  resumed?: boolean;
  /** Sends the answers; `onRetry` says the host is trying again. */
  submit: (answers: Answers, hooks: { onRetry: () => void }) => Promise<SubmitOutcome>;
  /** The first answer of a response not resumed. */
  onStart?: () => void;
  /** The host has the response; nothing will send it again. */
  onSubmitted?: () => void;
}

function mapValues<T>(record: Record<string, T>, to: (value: T) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, to(value)]));
}

function withAnswer(answers: Answers, id: string, value: unknown): Answers {
  const next = { ...answers };
  if (value === undefined) delete next[id];
  else next[id] = value;
  return next;
}

export function useFormSession({
  definition,
  initialAnswers,
  initialPageIndex = 0,
  resumed = false,
  submit: send,
  onStart,
  onSubmitted,
}: FormSessionOptions) {
  const questions = useMemo(
    () => new Map(definition.questions.map((q) => [q.id, q])),
    [definition],
  );
  // Without logic, initialFlow is the engine's flow until the respondent moves past page 1.
  const [engineAtOnce] = useState(() => initialPageIndex > 0 || formHasLogic(definition));
  const engine = useEngine(engineAtOnce);
  const translator = useTranslator();
  const { t } = translator;
  const host = useRef({ send, onStart, onSubmitted });
  // Layout effects keep these refs current before any event after a render, on React and Preact.
  useLayoutEffect(() => {
    host.current = { send, onStart, onSubmitted };
  });

  const [answers, setAnswersState] = useState<Answers>(() => initialAnswers ?? {});
  const answersRef = useRef(answers);
  const [stage, setStage] = useState<Stage>(() =>
    definition.welcomeScreen.enabled && !resumed ? 'welcome' : 'questions',
  );
  const [pageIndex, setPageIndex] = useState(initialPageIndex);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [closed, setClosed] = useState<{ message: string | null } | null>(null);
  /** The submission could not reach the server: it is sent again (same draft id) when possible. */
  const [unsent, setUnsent] = useState(false);
  /** Something was answered (or resumed): what a draft is worth keeping for. */
  const [active, setActive] = useState(resumed);
  const busy = useRef(false);
  /** Set once the host has the response: nothing may send it again, even before a re-render. */
  const submitted = useRef(false);
  const started = useRef(resumed);
  const focusRequest = useRef<FocusRequest | null>(null);

  const captchaIds = useMemo(
    () => new Set(definition.questions.filter((q) => q.type === 'CAPTCHA').map((q) => q.id)),
    [definition],
  );

  const initial = useMemo(() => initialFlow(definition), [definition]);
  const flow = useMemo(
    () => (engine ? engine.evaluate(definition, answers) : initial),
    [engine, definition, answers, initial],
  );
  const index = Math.max(0, Math.min(pageIndex, flow.pages.length - 1));
  // A reload on page 3 needs the engine to know where page 3 is; the first page does not.
  const restoring = !engine && pageIndex > 0 && stage === 'questions';

  const latest = useRef({ engine, flow });
  useLayoutEffect(() => {
    latest.current = { engine, flow };
  }, [engine, flow]);

  const setAnswers = useCallback((next: Answers) => {
    answersRef.current = next;
    setAnswersState(next);
  }, []);

  /** Answers from elsewhere (a resume link) replace this device's, from the first page. */
  const replaceAnswers = useCallback(
    (next: Answers) => {
      setAnswers(next);
      started.current = true;
      setActive(true);
      setPageIndex(0);
      setStage('questions');
    },
    [setAnswers],
  );

  const update = useCallback(
    (id: string, change: (previous: unknown) => unknown) => {
      const value = change(answersRef.current[id]);
      setAnswers(withAnswer(answersRef.current, id, value));
      setActive(true);
      if (!started.current) {
        started.current = true;
        host.current.onStart?.();
      }
      // A shown error follows the answer as it is corrected.
      const question = questions.get(id);
      if (question) {
        const { engine: loaded, flow: current } = latest.current;
        setErrors((previous) => {
          if (!(id in previous)) return previous;
          const issue =
            loaded?.checkAnswer(question, value, current.requiredQuestionIds.includes(id)) ?? null;
          const message = issue && translator.issue(issue);
          if (message === previous[id]) return previous;
          const next = { ...previous };
          if (message) next[id] = message;
          else delete next[id];
          return next;
        });
      }
    },
    [questions, setAnswers, translator],
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
        setAlert(t('pageErrors', { count }));
      } else {
        setAlert(elsewhere[0]?.[1] ?? t('issue.invalidInput'));
      }
    },
    [captchaIds, setAnswers, t],
  );

  const checkPage = (eng: Engine, current: FormFlow, at: number): Record<string, string> => {
    const required = new Set(current.requiredQuestionIds);
    const found: Record<string, string> = {};
    for (const id of current.pages[at]?.questionIds ?? []) {
      const question = questions.get(id) as Question;
      const issue = eng.checkAnswer(question, answersRef.current[id], required.has(id));
      if (issue) found[id] = translator.issue(issue);
    }
    return found;
  };

  const submit = async (eng: Engine, current: FormFlow) => {
    const checked = eng.validate(definition, answersRef.current);
    if (!checked.ok) return showErrors(mapValues(checked.issues, translator.issue), current);
    return deliver(current);
  };

  const deliver = async (current: FormFlow) => {
    setStatus('sending');
    const outcome = await host.current.send(answersRef.current, {
      onRetry: () => setStatus('retrying'),
    });
    // Kept while a retry is in flight, so its Try again button (maybe focused) stays in place.
    setUnsent(outcome.kind === 'failed' && UNREACHED_MESSAGES.has(outcome.message));
    switch (outcome.kind) {
      case 'accepted':
        submitted.current = true;
        host.current.onSubmitted?.();
        focusRequest.current = 'done';
        setStage('done');
        return;
      case 'invalid':
        return showErrors(
          Object.keys(outcome.errors).length > 0
            ? mapValues(outcome.errors, translator.known)
            : {
                _form: outcome.message
                  ? translator.known(outcome.message)
                  : t('issue.invalidInput'),
              },
          current,
        );
      case 'closed':
        return setClosed({ message: outcome.message });
      case 'unavailable':
        return setClosed({ message: null });
      case 'rate-limited':
        return setAlert(t('rateLimited'));
      case 'too-large':
        return setAlert(t('tooLarge'));
      case 'failed':
        if (!UNREACHED_MESSAGES.has(outcome.message))
          return setAlert(translator.known(outcome.message));
        // The answers stay in the page and on this device; the same draft id goes again, so a
        // response that did arrive (only its answer was lost) is not stored twice.
        return setAlert(browserIsOffline() ? t('offlineWaiting') : t('offline'));
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
        // Offline before the engine was fetched or cached (the first seconds of a first visit):
        // the answers are on this device already. Submit hands them to the host unchecked (the
        // public page's outbox keeps them and the server checks them when they arrive); Next
        // needs the engine's logic, so the respondent is told to carry on when back online.
        if (!browserIsOffline()) return setAlert(t('engineFailed'));
        if (isLastPage(flow, index) && !formHasLogic(definition)) return await deliver(flow);
        return setAlert(t('engineOffline'));
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
  useLayoutEffect(() => {
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
    active,
    answer,
    update,
    replaceAnswers,
    /** A message above the questions from the host (a resume link that failed). */
    showAlert: setAlert,
    advance,
    back,
    /** Where focus should go after this render (read once by the view). */
    takeFocusRequest: () => {
      const request = focusRequest.current;
      focusRequest.current = null;
      return request;
    },
  };
}

export type FormSession = ReturnType<typeof useFormSession>;
