import { useEffect, useState } from 'react';
import { loadEngine, type Engine } from '../lib/engine';

/** What the respondent does first: any of these means they are about to answer or navigate. */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * The form engine once loaded. With `eager` its download starts right after the first paint;
 * otherwise at the respondent's first interaction with the page, so a form whose first page does
 * not need it (no logic, nothing restored past page 1) keeps the main thread free while it loads:
 * evaluating the engine (zod and every question type) is a long task on a phone. Next and Submit
 * await the same promise, so nothing waits on this choice but the live logic.
 */
export function useEngine(eager: boolean): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, true);
      loadEngine().then(
        (loaded) => live && setEngine(loaded),
        () => undefined, // Next and Submit load it again and report a failure there
      );
    };
    if (eager) {
      load();
    } else {
      for (const type of FIRST_INTERACTION) {
        window.addEventListener(type, load, { capture: true, passive: true });
      }
    }
    return () => {
      live = false;
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, true);
    };
  }, [eager]);
  return engine;
}
