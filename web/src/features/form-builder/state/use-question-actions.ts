import { useMemo } from 'react';
import type { Question } from '@core/form/definition';
import { useBuilderDispatch } from './builder-context';

export interface QuestionActions {
  /** Changes fields of the question; a `coalesce` key merges quick successive edits into one undo. */
  update(patch: Partial<Omit<Question, 'id'>>, coalesce?: string): void;
  /** Merges into the type's settings; undefined removes a setting. */
  setSettings(patch: Record<string, unknown>, coalesce?: string): void;
}

/** Stable edit functions for one question. */
export function useQuestionActions(id: string): QuestionActions {
  const dispatch = useBuilderDispatch();
  return useMemo(
    () => ({
      update: (patch, coalesce) =>
        dispatch({ type: 'updateQuestion', id, patch, coalesce: coalesce && `${id}:${coalesce}` }),
      setSettings: (patch, coalesce) =>
        dispatch({ type: 'updateSettings', id, patch, coalesce: coalesce && `${id}:${coalesce}` }),
    }),
    [dispatch, id],
  );
}
