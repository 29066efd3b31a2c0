/**
 * The builder's state lives outside React in a tiny store, so each question card can subscribe to
 * its own question: typing in one title re-renders that card only, never the other 199.
 */
import type { FormDefinition } from '@core/form/definition';
import type { BuilderAction } from './builder-actions';
import { builderReducer, initialBuilderState, type BuilderState } from './builder-reducer';

export interface BuilderStore {
  getState(): BuilderState;
  dispatch(action: BuilderAction): void;
  subscribe(listener: () => void): () => void;
}

export function createBuilderStore(definition: FormDefinition): BuilderStore {
  let state = initialBuilderState(definition);
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const stamped = 'at' in action || isHistoryAction(action) ? action : { ...action, at: now() };
      const next = builderReducer(state, stamped);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isHistoryAction(action: BuilderAction): boolean {
  return (
    action.type === 'undo' ||
    action.type === 'redo' ||
    action.type === 'reset' ||
    action.type === 'replace'
  );
}

const now = () => Date.now();
