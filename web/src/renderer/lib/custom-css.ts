/**
 * An owner's custom CSS, sanitised and scoped (css-sanitizer.ts), with the sanitiser in a chunk of
 * its own: most forms have no custom CSS, and the parser was 1.6 KB of the public page's script
 * (issue 29 item 4). A page whose form has some loads the chunk before it renders: the server
 * before rendering the page (form-server.tsx), the public page before hydrating the server's HTML
 * (first-screen.ts), so the <style> is there at once and hydration matches. A preview renders
 * without it for the moment the chunk takes to arrive.
 */
import { useEffect, useMemo, useState } from 'react';
import type * as Sanitizer from './css-sanitizer';

let sanitizer: typeof Sanitizer | null = null;
let loading: Promise<unknown> | null = null;

export function loadCssSanitizer(): Promise<unknown> {
  loading ??= import('./css-sanitizer').then((module) => (sanitizer = module));
  return loading;
}

const present = (css: string | undefined): css is string => !!css && css.trim() !== '';

/** The custom CSS to inject under `scope`, or '' while there is none (or its chunk is on its way). */
export function useScopedCss(css: string | undefined, scope: string): string {
  const [loaded, setLoaded] = useState(sanitizer !== null);
  useEffect(() => {
    if (!present(css) || loaded) return;
    let live = true;
    loadCssSanitizer()
      .then(() => live && setLoaded(true))
      // A chunk that cannot load leaves the form in its theme's styles, never unstyled.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [css, loaded]);
  return useMemo(
    () => (present(css) && loaded && sanitizer ? sanitizer.sanitizeCustomCss(css, scope) : ''),
    [css, scope, loaded],
  );
}
