/**
 * The public form page's own entry (form.html): just React and the renderer, none of the app
 * (router, query cache, Radix, session), so the first question is usable within the page budget.
 */
// First: zod must be configured before any module below builds a schema.
import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/form.css';
import {
  canHydrate,
  PublicFormPage,
  readServerRender,
} from '@/features/form-renderer/components/public-form-page';
import { startOffline } from '@/features/form-renderer/offline/start-offline';

const container = document.getElementById('main');
if (!container) throw new Error('The <main id="main"> element is missing from form.html');

// The server rendered the first page (ADR 033): adopt its HTML when this visit starts there.
const render = readServerRender();
if (render && canHydrate(render)) {
  hydrateRoot(
    container,
    <StrictMode>
      <PublicFormPage native={render.native} />
    </StrictMode>,
  );
} else {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <PublicFormPage native={render?.native} />
    </StrictMode>,
  );
}

// After the render call: the outbox, the service worker and the preloads never delay the form.
startOffline();
