import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { Providers } from '@/app/providers';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { formDetail } from '@/test-support/form-detail';
import { PreviewPage } from './preview-page';

function renderPreview() {
  window.history.replaceState(null, '', '/forms/f1/preview');
  render(
    <Providers queryClient={createQueryClient()}>
      <Route path="/forms/:id/preview">
        <PreviewPage />
      </Route>
    </Providers>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the preview', () => {
  it('says there is nothing to preview for a form without questions, rather than a lone Submit', async () => {
    mockApi({ 'GET /api/forms/f1': jsonResponse(formDetail({ title: 'Empty', questions: [] })) });
    renderPreview();
    expect(
      await screen.findByRole('heading', { name: 'Nothing to preview yet' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Add one in the builder/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to the builder/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restart' })).toBeNull();
    await expectAccessible(document.body);
  });

  it('walks a form with questions as respondents will', async () => {
    mockApi({ 'GET /api/forms/f1': jsonResponse(formDetail()) });
    renderPreview();
    // The default welcome screen first, then the question.
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restart' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nothing to preview yet' })).toBeNull();
  });
});
