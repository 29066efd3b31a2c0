import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { Providers } from '@/app/providers';
import { expectAccessible } from '@/lib/expect-accessible';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { PreviewPage } from './preview-page';

/** GET /api/forms/f1 as the server answers it, with one question. */
const FORM = {
  id: 'f1',
  userId: 7,
  title: 'Feedback',
  description: '',
  published: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  version: 1,
  publishedVersion: null,
  theme: {},
  welcomeScreen: {},
  thankYouScreen: {},
  customization: {},
  pageBreaks: [],
  unpublishedChanges: false,
  permissions: {
    role: 'owner',
    canEdit: true,
    canPublish: true,
    canShare: true,
    canDelete: true,
    canTransfer: true,
  },
  questions: [{ id: 'name', type: 'SHORT_TEXT', title: 'Your name', order: 0 }],
};

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
    mockApi({ 'GET /api/forms/f1': jsonResponse({ ...FORM, title: 'Empty', questions: [] }) });
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
    mockApi({ 'GET /api/forms/f1': jsonResponse(FORM) });
    renderPreview();
    // The default welcome screen first, then the question.
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 }));
    expect(await screen.findByRole('textbox', { name: /Your name/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restart' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Nothing to preview yet' })).toBeNull();
  });
});
