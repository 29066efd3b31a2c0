/**
 * The form engine (core's logic and answer validation), loaded on demand: it weighs about 70 KB
 * gzipped (zod, libphonenumber-js, every question type), more than the whole first-paint budget
 * left after React. The page starts loading it right after the first paint; anything that needs it
 * (Next, Submit, file checks) awaits the same promise.
 */
import type { Engine } from './engine-impl';

export type { Engine, FileFacts, FileProblem } from './engine-impl';

let loading: Promise<Engine> | null = null;

export function loadEngine(): Promise<Engine> {
  loading ??= import('./engine-impl').then((module) => module.engine);
  // A failed chunk load (flaky network) may be retried by the next caller.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
