// First: zod must be configured before any module below builds a schema.
import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles.css';
import { queryClient } from '@/lib/query-client';
import { claimPrerenderedPage } from './layout/prerendered-page';
import { Providers } from './providers';
import { AppShell } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
// A server-rendered page (home, pricing, content pages) stays on screen until its screen is ready.
claimPrerenderedPage(container, queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppShell />
    </Providers>
  </StrictMode>,
);
