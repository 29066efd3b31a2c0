import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { expectNoAxeViolations } from '../webhooks/webhook-fixtures';
import { RetentionSection } from './retention-section';

const GET = 'GET /api/forms/f1/settings';
const PUT = 'PUT /api/forms/f1/settings';

function renderSection() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <main>
        <RetentionSection formId="f1" />
      </main>
    </Providers>,
  );
}

const section = () => screen.getByRole('region', { name: 'Response retention' });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => clearToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the response retention section', () => {
  it('loads, shows it off, turns it on for N days and saves; axe-clean', async () => {
    let answer: (res: Response) => void = () => undefined;
    const api = mockApi({
      [GET]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [PUT]: jsonResponse({ responseRetentionDays: 30 }),
    });
    const { container } = renderSection();
    expect(screen.getByText('Loading the retention setting…')).toBeTruthy();
    await act(async () => answer(jsonResponse({ responseRetentionDays: null })));
    expect(await within(section()).findByText('Off: responses are kept.')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.click(
      screen.getByRole('switch', { name: 'Delete responses after a number of days' }),
    );
    const days = screen.getByRole('spinbutton', { name: 'Delete responses after (days)' });
    expect((days as HTMLInputElement).value).toBe('365');
    await user.clear(days);
    await user.type(days, '30');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Save retention' }));

    expect(
      await within(section()).findByText(
        'On: Responses older than 30 days are deleted automatically.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(PUT).map((c) => c.body)).toEqual([{ responseRetentionDays: 30 }]);
    expect(await screen.findByText('Retention saved')).toBeTruthy();
  });

  it('refuses days out of range in the field, sending nothing', async () => {
    const api = mockApi({ [GET]: jsonResponse({ responseRetentionDays: 90 }) });
    const { container } = renderSection();
    const days = await screen.findByRole('spinbutton', { name: 'Delete responses after (days)' });
    expect((days as HTMLInputElement).value).toBe('90');
    const user = userEvent.setup();
    await user.clear(days);
    await user.type(days, '4000');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(screen.getByText('Enter at most 3650 days')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    await user.clear(days);
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(screen.getByText('Enter a number of days')).toBeTruthy();
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(screen.getByText('Enter at least 1 day')).toBeTruthy();
    expect(api.callsTo(PUT)).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('turns it off', async () => {
    const api = mockApi({
      [GET]: jsonResponse({ responseRetentionDays: 7 }),
      [PUT]: jsonResponse({ responseRetentionDays: null }),
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('switch', { name: 'Delete responses after a number of days' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await within(section()).findByText('Off: responses are kept.')).toBeTruthy();
    expect(api.callsTo(PUT).map((c) => c.body)).toEqual([{ responseRetentionDays: null }]);
  });

  it('offers a retry when the setting cannot be read, and says when a save fails', async () => {
    const api = mockApi({ [GET]: new Response('', { status: 500 }) });
    renderSection();
    expect(await screen.findByText("Couldn't load the retention setting")).toBeTruthy();
    api.on(GET, jsonResponse({ responseRetentionDays: null }));
    api.on(PUT, jsonResponse({ message: 'Nope', code: 'FORBIDDEN' }, 403));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    await user.click(
      await screen.findByRole('switch', { name: 'Delete responses after a number of days' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText("Couldn't save retention")).toBeTruthy();
    expect(screen.getByText('Nope')).toBeTruthy();
  });
});
