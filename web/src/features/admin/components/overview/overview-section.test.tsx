import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  expectNoAxeViolations,
  overviewFixture,
  quietConsoleBetweenTests,
  renderConsole,
} from '../../test-support/admin-fixtures';
import { eventually } from '../../../../test-support/eventually';

quietConsoleBetweenTests();

/** The overview's cards as "label: value". */
function counts() {
  return Object.fromEntries(
    [...document.querySelectorAll('dl > div')].map((card) => [
      card.querySelector('dt')?.textContent,
      card.querySelector('dd')?.textContent,
    ]),
  );
}

describe('the overview', () => {
  it('shows every count as a card and the last 30 days as charts with their tables', async () => {
    mockApi({ 'GET /api/admin/overview': jsonResponse(overviewFixture()) });
    const { container } = renderConsole('/admin');
    await screen.findByText('Pro subscribers');
    expect(counts()).toEqual({
      Users: '1,234',
      Forms: '560',
      'Published forms': '210',
      'Responses today': '58',
      'Responses, last 30 days': '870',
      'Pro subscribers': '42',
      'Mails waiting to be sent': '3',
      'Failed webhook deliveries': '1',
    });
    expect(document.title).toBe('Admin · Overview · Formloom');

    // The drawing is hidden from assistive technology; the same numbers are in a table.
    const table = screen.getByRole('table', { name: 'Responses per day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0']);
    expect(rows[30]!.textContent).toBe('Nov 3058');
    expect(screen.getByText('870 in the last 30 days')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'New users per day, last 30 days' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Show table: Responses per day, last 30 days' }));
    expect(
      screen.getByRole('button', { name: 'Show chart: Responses per day, last 30 days' }),
    ).toBeTruthy();
  });

  it('shows a loading state, then a retry when the overview fails to load', async () => {
    let fail = true;
    const api = mockApi();
    api.on('GET /api/admin/overview', () =>
      fail ? new Response('', { status: 500 }) : jsonResponse(overviewFixture({ users: 2 })),
    );
    const { container } = renderConsole('/admin');
    expect(await screen.findByText('Loading the overview…')).toBeTruthy();
    await screen.findByRole('heading', { name: "Couldn't load the overview" });
    await expectNoAxeViolations(container);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(counts().Users).toBe('2'));
  });

  it('draws an empty month as zeros, not as an error', async () => {
    const quiet = overviewFixture({
      users: 0,
      daily: overviewFixture().daily.map((d) => ({ ...d, newUsers: 0, responses: 0 })),
    });
    mockApi({ 'GET /api/admin/overview': jsonResponse(quiet) });
    renderConsole('/admin');
    await screen.findByText('Pro subscribers');
    expect(screen.getAllByText('0 in the last 30 days')).toHaveLength(2);
  });
});
