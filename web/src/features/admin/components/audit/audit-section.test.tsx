import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  auditEntry,
  currentUrl,
  expectNoAxeViolations,
  quietConsoleBetweenTests,
  renderConsole,
} from '../../test-support/admin-fixtures';

quietConsoleBetweenTests();

const entries = async () =>
  within(await screen.findByRole('region', { name: 'Audit entries, newest first' })).getAllByRole(
    'listitem',
  );

describe('the audit log', () => {
  it('shows who did what to whom, why, and the values before and after', async () => {
    mockApi({
      'GET /api/admin/audit': jsonResponse({
        entries: [
          auditEntry(2),
          auditEntry(1, {
            action: 'user.make_admin',
            before: { role: 'user' },
            after: { role: 'admin' },
            reason: null,
          }),
        ],
        nextCursor: null,
      }),
    });
    const { container } = renderConsole('/admin/audit');
    const [grant, promote] = await entries();
    expect(grant!.textContent).toContain('root · Granted credits user ada');
    expect(grant!.textContent).toContain('Reason: Conference prize');
    const table = within(grant!).getByRole('table', { name: 'Before and after' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(cells).toEqual([['Credits', '0', '5']]);
    expect(promote!.textContent).toContain('Made admin');
    expect(promote!.textContent).not.toContain('Reason');
    await expectNoAxeViolations(container);
  });

  it("names the server's commands as the command line, not as a username (issue 27)", async () => {
    mockApi({
      'GET /api/admin/audit': jsonResponse({
        entries: [
          auditEntry(2, { actorId: null, actorName: 'command line', reason: null }),
          // A deleted admin's entries keep the name without the id: still a username.
          auditEntry(1, { actorId: null, actorName: 'old-admin', reason: null }),
        ],
        nextCursor: null,
      }),
    });
    renderConsole('/admin/audit');
    const [command, deleted] = await entries();
    expect(command!.textContent).toContain('Command line · Granted credits user ada');
    expect(deleted!.textContent).toContain('old-admin · Granted credits user ada');
  });

  it('filters by admin, action and target, through the address', async () => {
    const api = mockApi({
      'GET /api/admin/audit': jsonResponse({ entries: [auditEntry(1)], nextCursor: null }),
      'GET /api/admin/audit?actor=root&action=user.&target=ada': jsonResponse({
        entries: [auditEntry(5, { reason: 'Filtered one' })],
        nextCursor: 'c5',
      }),
      'GET /api/admin/audit?actor=root&action=user.&target=ada&cursor=c5': jsonResponse({
        entries: [auditEntry(4, { reason: 'Older one' })],
        nextCursor: null,
      }),
    });
    renderConsole('/admin/audit');
    await entries();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Admin (username)' }), 'root');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'user.');
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await screen.findByText('Filtered one');
    expect(currentUrl()).toBe('/admin/audit?actor=root&action=user.&target=ada');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Older one');
    expect(await entries()).toHaveLength(2);
    expect(api.callsTo('GET /api/admin/audit?actor=root&action=user.&target=ada')).toHaveLength(1);
  });

  it('says when no entry matches, and clears the filters', async () => {
    mockApi({
      'GET /api/admin/audit?action=form.': jsonResponse({ entries: [], nextCursor: null }),
      'GET /api/admin/audit': jsonResponse({ entries: [], nextCursor: null }),
    });
    renderConsole('/admin/audit?action=form.');
    expect(await screen.findByRole('heading', { name: 'No entries match' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe(
      'form.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'Nothing logged yet' })).toBeTruthy();
    expect(currentUrl()).toBe('/admin/audit');
    expect((screen.getByRole('combobox', { name: 'Action' }) as HTMLSelectElement).value).toBe('');
  });

  it('shows a loading state, then a retry when the log fails to load', async () => {
    let fail = true;
    const api = mockApi();
    api.on('GET /api/admin/audit', () =>
      fail
        ? new Response('', { status: 500 })
        : jsonResponse({ entries: [auditEntry(1)], nextCursor: null }),
    );
    const { container } = renderConsole('/admin/audit');
    expect(await screen.findByText('Loading the audit log…')).toBeTruthy();
    await screen.findByRole('heading', { name: "Couldn't load the audit log" });
    await expectNoAxeViolations(container);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await entries()).toHaveLength(1);
  });
});
