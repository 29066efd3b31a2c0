import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

/**
 * The takeover of a server-rendered page (server/src/prerender). The server sends the page inside
 * the app's layout; createRoot then replaces that markup with the app's, which is the same, except
 * that the route's screen is a lazy chunk: until it arrives, its Suspense fallback would stand in
 * the main area, and the footer would jump up and then down again (the layout shift issue 16 item 6
 * is about). So the fallback, for the path the server rendered, is the server's own HTML of <main>,
 * and the screen replaces it with identical markup. The page's data (plans, a content page) comes
 * in a JSON block and is put into the query cache first, so the screen renders it at once.
 */

interface Claim {
  path: string;
  html: string;
}

// Set once, before the first render; never changed after (renders stay pure).
let claim: Claim | null = null;

interface PrerenderData {
  path: string;
  queries: { key: readonly unknown[]; data: unknown }[];
}

function readData(): PrerenderData | null {
  const text = document.getElementById('prerender-data')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderData;
  } catch {
    return null;
  }
}

/**
 * Before createRoot: keeps the server's <main> HTML and seeds the query cache. Returns the path the
 * server rendered, or null when the page is not a server-rendered one.
 */
export function claimPrerenderedPage(
  container: HTMLElement,
  queryClient: QueryClient,
): string | null {
  const data = readData();
  const main = container.querySelector('main');
  if (!data || !main || container.dataset.prerendered !== data.path) return null;
  for (const { key, data: value } of data.queries) queryClient.setQueryData(key, value);
  claim = { path: data.path, html: main.innerHTML };
  return data.path;
}

/**
 * The route Suspense's fallback: on the path the server rendered, its page while the screen's
 * chunk loads; anywhere else the given fallback (a spinner).
 */
export function PrerenderedFallback({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (!claim || claim.path !== location) return children;
  // The server's own markup, already shown and escaped by it; `contents` keeps the layout as is.
  return <div className="contents" dangerouslySetInnerHTML={{ __html: claim.html }} />;
}
