import { useEffect, useState } from 'react';
import { loadEngine, type Engine } from '../lib/engine';

/** The form engine once loaded; its download starts after the first paint. */
export function useEngine(): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let live = true;
    loadEngine().then(
      (loaded) => live && setEngine(loaded),
      () => undefined, // Next and Submit load it again and report a failure there
    );
    return () => {
      live = false;
    };
  }, []);
  return engine;
}
