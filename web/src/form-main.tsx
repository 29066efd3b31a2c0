/**
 * The public form page's own entry (form.html): just React and the renderer, none of the app
 * (router, query cache, Radix, session), so the first question is usable within the page budget.
 */
// First: zod must be configured before any module below builds a schema.
import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/form.css';
import { PublicFormPage } from '@/features/form-renderer/components/public-form-page';
import { startOffline } from '@/features/form-renderer/offline/start-offline';

const container = document.getElementById('main');
if (!container) throw new Error('The <main id="main"> element is missing from form.html');

createRoot(container).render(
  <StrictMode>
    <PublicFormPage />
  </StrictMode>,
);

// After the render call: the outbox, the service worker and the preloads never delay the form.
startOffline();
