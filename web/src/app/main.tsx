// First: zod must be configured before any module below builds a schema.
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles.css';
import { queryClient } from '@/lib/query-client';
import { claimPrerenderedPage } from './layout/prerendered-page';
import { Providers } from './providers';
import { AppShell, preloadPrerenderedScreen } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
// A server-rendered page (home, pricing, content pages) stays on screen until its screen is ready.
const prerenderedPath = claimPrerenderedPage(container, queryClient);

const root = createRoot(container);
const app = (
  <StrictMode>
    <Providers>
      <AppShell />
    </Providers>
  </StrictMode>
);

if (prerenderedPath === null) {
  root.render(app);
} else {
  // The page is already on screen and works without us, so there is no hurry: render once the
  // route's screen is loaded (one commit of the final page, not the fallback and then the
  // screen), and as a transition, which React renders in slices of a few milliseconds instead of
  // one long task that would keep a slow phone from answering a tap (Lighthouse's TBT).
  void preloadPrerenderedScreen(prerenderedPath)
    .catch(() => undefined)
    .then(() => startTransition(() => root.render(app)));
}
