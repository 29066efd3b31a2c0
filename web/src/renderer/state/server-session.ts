/**
 * A form session frozen at one moment, for the server's rendering of the public page (ADR 033):
 * the same shape useFormSession gives FormView, with handlers that do nothing (the server's HTML
 * has none; the browser's own session takes over when it hydrates).
 */
import type { Answers, FormDefinition } from '@core/form/definition';
import { isLastPage, previousPageIndex } from '@core/logic/page-navigation';
import type { FormFlow } from '@core/logic/types';
import type { FormSession, Stage } from './use-form-session';

export interface SessionSnapshot {
  stage: Stage;
  flow: FormFlow;
  pageIndex: number;
  answers: Answers;
  errors: Record<string, string>;
  alert: string | null;
}

const nothing = () => undefined;

export function serverSession(definition: FormDefinition, at: SessionSnapshot): FormSession {
  const { flow } = at;
  const index = Math.max(0, Math.min(at.pageIndex, flow.pages.length - 1));
  return {
    definition,
    questions: new Map(definition.questions.map((q) => [q.id, q])),
    flow,
    engineReady: true,
    restoring: false,
    stage: at.stage,
    start: nothing,
    pageIndex: index,
    page: flow.pages[index],
    lastPage: isLastPage(flow, index),
    canGoBack: previousPageIndex(flow, index) !== null,
    answers: at.answers,
    errors: at.errors,
    alert: at.alert,
    status: 'idle',
    closed: null,
    unsent: false,
    active: false,
    answer: nothing,
    update: nothing,
    replaceAnswers: nothing,
    showAlert: nothing,
    advance: () => Promise.resolve(),
    back: nothing,
    takeFocusRequest: () => null,
  };
}
