import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormSummary } from '@core/api/forms';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { DashboardPage } from './dashboard-page';

function summary(id: string, title: string, counts: Partial<FormSummary> = {}): FormSummary {
  return {
    id,
    userId: 7,
    title,
    description: '',
    published: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    responseCount: 0,
    questionCount: 0,
    ...counts,
  };
}

function renderDashboard(forms: FormSummary[], user: unknown = null) {
  mockApi({ 'GET /api/forms': jsonResponse(forms), 'GET /api/billing': jsonResponse({}) });
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  render(
    <Providers queryClient={client}>
      <DashboardPage />
    </Providers>,
  );
}

/** The status line that tells screen readers how many forms are listed. */
const formCount = () =>
  screen
    .queryAllByRole('status')
    .map((el) => el.textContent ?? '')
    .find((text) => /\bforms?\b/.test(text));

const expectCount = (text: string) => waitFor(() => expect(formCount()).toBe(text));

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the dashboard counts', () => {
  it('says "1 form", and "1 response" and "1 question" on its card', async () => {
    renderDashboard([summary('a', 'Feedback', { responseCount: 1, questionCount: 1 })]);
    await expectCount('1 form');
    expect(screen.getByText('1 response')).toBeTruthy();
    expect(screen.getByText('1 question')).toBeTruthy();
  });

  it('says "3 forms", and matches in the singular and plural while searching', async () => {
    const user = userEvent.setup();
    renderDashboard([
      summary('a', 'Feedback'),
      summary('b', 'Sign-up sheet'),
      summary('c', 'Feedback again'),
    ]);
    await expectCount('3 forms');
    await user.type(screen.getByRole('searchbox'), 'sign');
    await expectCount('1 of 3 forms matches');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'feedback');
    await expectCount('2 of 3 forms match');
  });
});

describe('the empty dashboard', () => {
  const guestLine = /As a guest, your forms move into your account when you sign in or register\./;

  it('tells a guest where their forms go when they sign in', async () => {
    renderDashboard([]);
    await screen.findByRole('heading', { name: 'Create your first form' });
    expect(screen.getByText(guestLine)).toBeTruthy();
  });

  it('promises a signed-in person nothing about guests', async () => {
    renderDashboard([], { id: 7, username: 'ada', email: 'ada@example.com' });
    await screen.findByRole('heading', { name: 'Create your first form' });
    expect(screen.queryByText(/guest/i)).toBeNull();
    expect(
      screen.getByText(
        'Build a form from 33 question types with branching logic, then publish and share it.',
      ),
    ).toBeTruthy();
  });
});
