/** A polite live-region message, kept outside React so announcing re-renders only the region. */
export interface Announcer {
  announce(message: string): void;
  getState(): { text: string; count: number };
  subscribe(listener: () => void): () => void;
}

export function createAnnouncer(): Announcer {
  let state = { text: '', count: 0 };
  const listeners = new Set<() => void>();
  return {
    announce(text) {
      state = { text, count: state.count + 1 };
      for (const listener of listeners) listener();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
