import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { NotifyMeMenu } from './notify-me-menu';

const SETTINGS = 'GET /api/forms/f1/notification-settings';
const SAVE = 'PUT /api/forms/f1/notification-settings';
const settings = (mode: string, available = true) =>
  jsonResponse({ mode, available, email: available ? 'ada@example.com' : null });

function renderMenu() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <NotifyMeMenu formId="f1" />
    </Providers>,
  );
}

async function axeViolations(root: Element) {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => v.id);
}

const select = () => screen.getByLabelText('Notify me') as HTMLSelectElement;

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Notify me', () => {
  it('shows the current choice among Off, Each response and Daily digest', async () => {
    mockApi({ [SETTINGS]: settings('daily') });
    const { container } = renderMenu();
    await waitFor(() => expect(select().value).toBe('daily'), { timeout: 5000 });
    expect([...select().options].map((o) => o.textContent)).toEqual([
      'Off',
      'Each response',
      'Daily digest',
    ]);
    expect(select().disabled).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is busy while the setting loads', async () => {
    let answer!: (r: Response) => void;
    const api = mockApi();
    api.on(SETTINGS, () => new Promise<Response>((resolve) => (answer = resolve)));
    renderMenu();
    expect(select().disabled).toBe(true);
    expect(select().getAttribute('aria-busy')).toBe('true');
    expect(select().textContent).toBe('Loading…');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer(settings('off'));
    await waitFor(() => expect(select().disabled).toBe(false));
    expect(select().value).toBe('off');
  });

  it('saves a change by keyboard and says so', async () => {
    const api = mockApi({
      [SETTINGS]: settings('off'),
      [SAVE]: settings('immediate'),
    });
    renderMenu();
    await waitFor(() => expect(select().disabled).toBe(false));
    const user = userEvent.setup();
    select().focus();
    await user.selectOptions(select(), 'Each response');
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]!.body).toEqual({ mode: 'immediate' });
    expect(await screen.findByText("You'll get an e-mail for each new response")).toBeTruthy();
    expect(
      screen.getByText(
        'Sent to ada@example.com; when many arrive at once, at most one every 5 minutes.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(select().value).toBe('immediate'));
  });

  it('keeps the old choice and says why when the change fails', async () => {
    mockApi({
      [SETTINGS]: settings('off'),
      [SAVE]: jsonResponse(
        { message: 'Only the owner and collaborators…', code: 'FORBIDDEN' },
        403,
      ),
    });
    renderMenu();
    await waitFor(() => expect(select().disabled).toBe(false));
    await userEvent.setup().selectOptions(select(), 'Daily digest');
    expect(await screen.findByText("Couldn't change your e-mail setting")).toBeTruthy();
    expect(screen.getByText('Only the owner and collaborators…')).toBeTruthy();
    await waitFor(() => expect(select().value).toBe('off'));
  });

  it('offers a retry when the setting cannot be loaded', async () => {
    const api = mockApi();
    api.on(SETTINGS, () => jsonResponse({ message: 'boom', code: 'INTERNAL_ERROR' }, 500));
    renderMenu();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText("Couldn't load your e-mail setting.")).toBeTruthy();
    api.on(SETTINGS, settings('immediate'));
    await userEvent.setup().click(retry);
    await waitFor(() => expect(select().value).toBe('immediate'));
  });

  it('is not shown to someone who cannot get these e-mails', async () => {
    const api = mockApi({ [SETTINGS]: settings('off', false) });
    const { container } = renderMenu();
    await waitFor(() => expect(api.callsTo(SETTINGS)).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('select')).toBeNull());
    expect(screen.queryByText('Notify me')).toBeNull();
  });
});
