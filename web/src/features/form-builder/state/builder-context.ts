/**
 * What every part of the builder shares: the definition store, autosave, and two UI services
 * (screen-reader announcements and the type palette). The
 * value is created once per form, so reading it never re-renders anything.
 */
import { createContext, useContext } from 'react';
import type { LogicFinding } from '@core/logic';
import type { Question } from '@core/form/definition';
import type { Autosave } from './autosave';
import type { BuilderAction } from './builder-actions';
import type { BuilderState } from './builder-reducer';
import type { BuilderStore } from './builder-store';
import { findingsFor, questionById, sameFindings } from './selectors';
import { useStoreSelector } from './use-store-selector';
import type { SaveIssue } from './validation';

export interface BuilderUi {
  /** Say something to screen-reader users (moves, deletions, undo). */
  announce(message: string): void;
  /** Open the question type palette; the new question goes after `afterId` (null: at the end). */
  openPalette(afterId: string | null): void;
}

export interface BuilderSession {
  /** The form being edited (uploads name it; the definition does not carry its id). */
  formId: string;
  store: BuilderStore;
  autosave: Autosave;
  ui: BuilderUi;
}

export const BuilderSessionContext = createContext<BuilderSession | null>(null);

export function useBuilderSession(): BuilderSession {
  const session = useContext(BuilderSessionContext);
  if (!session) throw new Error('Builder hooks must be used inside <BuilderSessionContext>');
  return session;
}

/** The store's dispatch: stable for the life of the builder, so it never breaks memoisation. */
export function useBuilderDispatch(): (action: BuilderAction) => void {
  return useBuilderSession().store.dispatch;
}

export function useBuilderFormId(): string {
  return useBuilderSession().formId;
}

export function useBuilderUi(): BuilderUi {
  return useBuilderSession().ui;
}

/** A slice of the builder state; see useStoreSelector. */
export function useBuilderSelector<T>(
  selector: (state: BuilderState) => T,
  isEqual?: (a: T, b: T) => boolean,
): T {
  return useStoreSelector(useBuilderSession().store, selector, isEqual);
}

export function useQuestion(id: string): Question | undefined {
  return useBuilderSelector((state) => questionById(state.definition, id));
}

export function useQuestionFindings(id: string): LogicFinding[] {
  return useBuilderSelector((state) => findingsFor(state.definition, id), sameFindings);
}

const NO_ISSUES: SaveIssue[] = [];

/** Save problems about one question (from the last save attempt). */
export function useQuestionIssues(id: string): SaveIssue[] {
  const { autosave } = useBuilderSession();
  return useStoreSelector(
    autosave,
    (status) =>
      status.kind === 'invalid'
        ? status.issues.filter((issue) => issue.questionId === id)
        : NO_ISSUES,
    (a, b) => a.length === b.length && a.every((issue, i) => issue.path === b[i]?.path),
  );
}
