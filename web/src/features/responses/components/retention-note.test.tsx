import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { RetentionNote } from './retention-note';

const GET = 'GET /api/forms/f1/settings';

function renderNote() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <RetentionNote formId="f1" />
    </Providers>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the responses page's retention note", () => {
  it('says that responses older than N days are deleted automatically while retention is on', async () => {
    mockApi({ [GET]: jsonResponse({ responseRetentionDays: 30 }) });
    renderNote();
    expect(
      await screen.findByText('Responses older than 30 days are deleted automatically.'),
    ).toBeTruthy();
  });

  it('says nothing while retention is off, or when the setting cannot be read', async () => {
    for (const answer of [jsonResponse({ responseRetentionDays: null }), jsonResponse({}, 500)]) {
      const api = mockApi({ [GET]: answer });
      const { container, unmount } = renderNote();
      await waitFor(() => expect(api.callsTo(GET)).toHaveLength(1));
      // The answer is in (or failed): still nothing shown.
      await waitFor(() => expect(api.fetchMock.mock.results[0]?.type).toBe('return'));
      await Promise.resolve();
      expect(container.textContent).toBe('');
      expect(screen.queryByText(/deleted automatically/)).toBeNull();
      unmount();
    }
  });
});
