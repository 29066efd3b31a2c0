/**
 * The performance mark the public form sets once React's handlers are live on the page
 * (form-runner.tsx): what bench/public-form and the journeys call interactive, and what tells
 * form-boot.ts that the app has taken over from the server's HTML. A module of its own so the
 * boot script can wait for it without loading the app.
 */
export const INTERACTIVE_MARK = 'formloom:interactive';

export function isInteractive(): boolean {
  return performance.getEntriesByName(INTERACTIVE_MARK).length > 0;
}

/** Resolves once the mark is set (at once if it already is). */
export function whenInteractive(): Promise<void> {
  return new Promise((resolve) => {
    if (isInteractive()) return resolve();
    if (typeof PerformanceObserver === 'undefined') return;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName(INTERACTIVE_MARK).length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark' });
    // Set between the first check and the observer's start: not reported to it.
    if (isInteractive()) {
      observer.disconnect();
      resolve();
    }
  });
}
