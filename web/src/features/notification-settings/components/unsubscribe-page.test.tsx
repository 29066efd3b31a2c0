import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { INCOMPLETE_LINK, UnsubscribePage } from './unsubscribe-page';

const TOKEN = '7.f1.abcdef';
const URL = `/api/public/unsubscribe?token=${encodeURIComponent(TOKEN)}`;
const link = (overrides: Record<string, unknown> = {}) =>
  jsonResponse({ scope: 'form', formTitle: 'Customer feedback', subscribed: true, ...overrides });

function renderPage(path = `/unsubscribe?token=${encodeURIComponent(TOKEN)}`) {
  window.history.replaceState(null, '', path);
  return render(
    <Providers queryClient={createQueryClient()}>
      <UnsubscribePage />
    </Providers>,
  );
}

async function axeViolations(root: Element) {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
    },
  });
  return results.violations.map((v) => v.id);
}

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

describe('/unsubscribe', () => {
  it('says what it will stop, and stops it only when asked', async () => {
    const api = mockApi({
      [`GET ${URL}`]: link(),
      [`POST ${URL}`]: link({ subscribed: false }),
    });
    const { container } = renderPage();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Stop e-mails about new responses to “Customer feedback”?' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    const user = userEvent.setup();
    // Keyboard: Tab reaches the button and Enter sends it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unsubscribe' }));
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        "You won't get e-mails about new responses to “Customer feedback” any more.",
      ),
    ).toBeTruthy();
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a loading state while the link is checked', async () => {
    let answer!: (r: Response) => void;
    const api = mockApi();
    api.on(`GET ${URL}`, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByRole('status', { name: 'Checking your link…' })).toBeTruthy();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(link());
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('stops the daily digest with a digest link', async () => {
    mockApi({
      [`GET ${URL}`]: link({ scope: 'daily-digest', formTitle: null }),
      [`POST ${URL}`]: link({ scope: 'daily-digest', formTitle: null, subscribed: false }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Stop the daily digest of new responses, for all your forms?',
      }),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText("You won't get the daily digest of new responses any more."),
    ).toBeTruthy();
  });

  it('says so when there is nothing to stop', async () => {
    mockApi({ [`GET ${URL}`]: link({ subscribed: false }) });
    renderPage();
    expect(
      await screen.findByText("You don't get e-mails about new responses to “Customer feedback”."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('explains a link the server refuses, and one without a token', async () => {
    const message = 'This unsubscribe link is not valid.';
    mockApi({ [`GET ${URL}`]: jsonResponse({ message, code: 'NOT_FOUND' }, 404) });
    const first = renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText("This link doesn't work")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    first.unmount();

    renderPage('/unsubscribe');
    expect(await screen.findByText(INCOMPLETE_LINK)).toBeTruthy();
  });

  it('keeps the button and says so when unsubscribing fails', async () => {
    mockApi({
      [`GET ${URL}`]: link(),
      [`POST ${URL}`]: jsonResponse({ message: 'Service unavailable', code: 'X' }, 503),
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Service unavailable');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
