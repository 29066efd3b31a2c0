import { useCallback, useRef, useSyncExternalStore } from 'react';

export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

interface SelectionCache<S, T> {
  state: S;
  value: T;
}

/**
 * Subscribes to a slice of an external store. The component re-renders only when the slice
 * changes by `isEqual` (Object.is by default). The selector must depend only on values fixed for
 * the component's life (a card's question id): it is captured on first render.
 */
export function useStoreSelector<S, T>(
  store: ReadableStore<S>,
  selector: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<SelectionCache<S, T> | null>(null);
  const selectorRef = useRef(selector);
  const equalRef = useRef(isEqual);
  const getSnapshot = useCallback((): T => {
    const state = store.getState();
    const cached = cache.current;
    if (cached && cached.state === state) return cached.value;
    const value = selectorRef.current(state);
    const kept = cached && equalRef.current(cached.value, value) ? cached.value : value;
    cache.current = { state, value: kept };
    return kept;
  }, [store]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** Equality for arrays of primitives (ids), element by element. */
export function shallowArrayEqual<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
