/**
 * Saves still on their way to the server, by form id. A screen that opens a form (builder,
 * settings, preview) waits for them, so it never starts from a version that is about to change.
 */
const pending = new Map<string, Set<Promise<unknown>>>();

/** Registers a save; the entry is removed when it settles (either way). */
export function trackFormSave<T>(formId: string, save: Promise<T>): Promise<T> {
  const set = pending.get(formId) ?? new Set();
  set.add(save);
  pending.set(formId, set);
  const done = () => {
    set.delete(save);
    if (set.size === 0) pending.delete(formId);
  };
  save.then(done, done);
  return save;
}

export function hasPendingSave(formId: string): boolean {
  return pending.has(formId);
}

/** Resolves once no save of this form is in flight (at once if none is). */
export function whenNoPendingSave(formId: string): Promise<void> {
  const set = pending.get(formId);
  if (!set) return Promise.resolve();
  return Promise.allSettled([...set]).then(() => whenNoPendingSave(formId));
}
