/**
 * What the responses page's tests share: the form as GET /api/forms/{id} answers it and the page
 * rendered at an address (responses-page.test.tsx, version-picker.test.tsx).
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Route } from 'wouter';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { formDetail } from '@/test-support/form-detail';
import { ResponsesPage } from './responses-page';

export const FORM = formDetail({
  title: 'Customer feedback',
  published: true,
  version: 3,
  questions: [
    { id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 },
    { id: 'color', type: 'CHECKBOX', title: 'Colours', order: 1, options: ['Red', 'Blue'] },
    { id: 'ok', type: 'YES_NO', title: 'Happy?', order: 2 },
    { id: 'grid', type: 'MATRIX', title: 'Rate us', order: 3 },
    { id: 'cv', type: 'FILE_UPLOAD', title: 'Your CV', order: 4 },
  ],
});

/** Renders the page at `path`; returns its query client. */
export function renderPage(path = '/forms/f1/responses') {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  render(
    <Providers queryClient={client}>
      <Route path="/forms/:id/responses">
        <ResponsesPage />
      </Route>
    </Providers>,
  );
  return client;
}

/** Quiets the query client's console noise; undoes every stub, toast and address after each test. */
export function quietPage() {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => clearToasts());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });
}
