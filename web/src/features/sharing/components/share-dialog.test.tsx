import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/use-toast';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import {
  ALAN,
  COLLABORATORS,
  EDITOR_PERMISSIONS,
  expectNoAxeViolations,
  people,
  renderShareButton,
} from '../test-support/sharing-fixtures';

const INVITE = 'POST /api/forms/f1/invitations';

async function openDialog(user: ReturnType<typeof testUser> | null = testUser()) {
  const { button } = renderShareButton(user);
  await userEvent.setup().click(button);
  return screen.findByRole('dialog', { name: 'Share “Team pulse”' });
}

const messages = () => screen.getByRole('region', { name: 'Messages' });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Share dialog for the owner', () => {
  it('lists the owner, the collaborators with their roles and the pending invitations', async () => {
    mockApi({ [COLLABORATORS]: jsonResponse(people()) });
    const dialog = await openDialog();
    const list = await within(dialog).findByRole('region', { name: 'People with access' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Ada Lovelace (you)',
      'Grace Hopper',
      'alan',
    ]);
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy();
    const graceRole = within(dialog).getByRole('combobox', { name: 'Role for Grace Hopper' });
    expect((graceRole as HTMLSelectElement).value).toBe('viewer');
    // Only an editor can be handed the form.
    expect(
      within(dialog).queryByRole('button', { name: 'Make Grace Hopper the owner' }),
    ).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Make alan the owner' })).toBeTruthy();
    const pending = within(dialog).getByRole('region', { name: 'Pending invitations' });
    expect(within(pending).getByText('linus@example.com')).toBeTruthy();
    expect(within(pending).getByText('Expires in 6 days')).toBeTruthy();
    expect(within(pending).getByText('Editor')).toBeTruthy();
  });

  it('invites by address with a role, explains the role, and reads the list again', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [COLLABORATORS]: jsonResponse(people({ invitations: [] })),
      [INVITE]: jsonResponse(
        {
          invitation: {
            ...people().invitations[0],
            id: 32,
            email: 'katherine@example.com',
            role: 'editor',
          },
        },
        201,
      ),
    });
    const dialog = await openDialog();
    const recipient = await within(dialog).findByRole('textbox', {
      name: 'E-mail address or username',
    });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    expect(role.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('Viewer: Sees the form, its responses, summaries');
    await user.type(recipient, 'katherine@example.com');
    await user.selectOptions(role, 'editor');
    expect(dialog.textContent).toContain(
      'Editor: Also edits, publishes and unpublishes, and can delete responses.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(within(messages()).getByText('Invitation sent')).toBeTruthy());
    expect(api.callsTo(INVITE).map((call) => call.body)).toEqual([
      { recipient: 'katherine@example.com', role: 'editor' },
    ]);
    expect((recipient as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.callsTo(COLLABORATORS)).toHaveLength(2));
  });

  it('shows the server’s field error on the field, and checks an empty one itself', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [COLLABORATORS]: jsonResponse(people()),
      [INVITE]: jsonResponse(
        {
          message: 'Invalid input',
          code: 'VALIDATION_ERROR',
          errors: { recipient: 'Nobody has that username' },
        },
        400,
      ),
    });
    const dialog = await openDialog();
    const recipient = await within(dialog).findByRole('textbox', {
      name: 'E-mail address or username',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Enter an e-mail address or a username')).toBeTruthy();
    expect(api.callsTo(INVITE)).toHaveLength(0);

    await user.type(recipient, 'nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const error = await within(dialog).findByText('Nobody has that username');
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
    expect(recipient.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('puts a conflict’s message on the field (already has access)', async () => {
    const user = userEvent.setup();
    mockApi({
      [COLLABORATORS]: jsonResponse(people()),
      [INVITE]: jsonResponse(
        { message: 'Grace Hopper already has access to this form', code: 'CONFLICT' },
        409,
      ),
    });
    const dialog = await openDialog();
    const recipient = await within(dialog).findByRole('textbox', {
      name: 'E-mail address or username',
    });
    await user.type(recipient, 'grace');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Grace Hopper already has access to this form'),
    ).toBeTruthy();
    expect(recipient.getAttribute('aria-invalid')).toBe('true');
  });

  it('changes a role, showing it at once and keeping the focus on the select', async () => {
    const user = userEvent.setup();
    let stored = people();
    let finish: () => void = () => undefined;
    const api = mockApi({
      [COLLABORATORS]: () => jsonResponse(stored),
      'PATCH /api/forms/f1/collaborators/8': () =>
        new Promise<Response>((resolve) => {
          finish = () => {
            stored = people();
            stored.collaborators[0]!.role = 'editor';
            resolve(new Response(null, { status: 204 }));
          };
        }),
    });
    const dialog = await openDialog();
    const select = await within(dialog).findByRole('combobox', { name: 'Role for Grace Hopper' });
    await user.selectOptions(select, 'editor');
    // While the server has not answered yet.
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('editor'));
    expect(api.callsTo('PATCH /api/forms/f1/collaborators/8')).toHaveLength(1);
    expect(document.activeElement).toBe(select);
    expect((select as HTMLSelectElement).disabled).toBe(false);
    finish();
    await waitFor(() => expect(within(messages()).getByText('Role changed')).toBeTruthy());
    expect(within(messages()).getByText('Grace Hopper is now an editor.')).toBeTruthy();
    expect(api.callsTo('PATCH /api/forms/f1/collaborators/8').map((c) => c.body)).toEqual([
      { role: 'editor' },
    ]);
  });

  it('puts the real role back when the change is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      [COLLABORATORS]: jsonResponse(people()),
      'PATCH /api/forms/f1/collaborators/8': jsonResponse(
        { message: 'Only the owner can change roles', code: 'FORBIDDEN' },
        403,
      ),
    });
    const dialog = await openDialog();
    const select = await within(dialog).findByRole('combobox', { name: 'Role for Grace Hopper' });
    await user.selectOptions(select, 'editor');
    await waitFor(() =>
      expect(within(messages()).getByText('Only the owner can change roles')).toBeTruthy(),
    );
    expect(within(messages()).getByText("Couldn't change the role")).toBeTruthy();
    await waitFor(() =>
      expect(
        (
          within(dialog).getByRole('combobox', {
            name: 'Role for Grace Hopper',
          }) as HTMLSelectElement
        ).value,
      ).toBe('viewer'),
    );
  });

  it('removes someone after asking, then puts the focus on the list', async () => {
    const user = userEvent.setup();
    let stored = people();
    const api = mockApi({
      [COLLABORATORS]: () => jsonResponse(stored),
      'DELETE /api/forms/f1/collaborators/8': () => {
        stored = people({ collaborators: people().collaborators.slice(1) });
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await openDialog();
    const remove = await within(dialog).findByRole('button', { name: 'Remove Grace Hopper' });
    // Cancelling gives the focus back to the button.
    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(api.callsTo('DELETE /api/forms/f1/collaborators/8')).toHaveLength(0);

    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Grace Hopper?' });
    expect(confirm.textContent).toContain('can no longer open “Team pulse”');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(messages()).getByText('Access removed')).toBeTruthy());
    expect(api.callsTo('DELETE /api/forms/f1/collaborators/8')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).queryByText('Grace Hopper')).toBeNull();
    // The row is gone: focus lands on the list's heading, still inside the dialog.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('heading', { name: 'People with access' }),
      ),
    );
  });

  it('revokes a pending invitation', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [COLLABORATORS]: jsonResponse(people()),
      'DELETE /api/forms/f1/invitations/31': new Response(null, { status: 204 }),
    });
    const dialog = await openDialog();
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Revoke the invitation to linus@example.com',
      }),
    );
    await waitFor(() => expect(within(messages()).getByText('Invitation revoked')).toBeTruthy());
    expect(api.callsTo('DELETE /api/forms/f1/invitations/31')).toHaveLength(1);
  });

  it('transfers ownership to an editor after saying what happens', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [COLLABORATORS]: jsonResponse(people()),
      'POST /api/forms/f1/transfer': new Response(null, { status: 204 }),
    });
    const dialog = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Make alan the owner' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make alan the owner?' });
    expect(confirm.textContent).toContain('alan becomes the owner of “Team pulse”');
    expect(confirm.textContent).toContain('you can no longer delete or share it');
    await user.click(within(confirm).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() => expect(within(messages()).getByText('Ownership transferred')).toBeTruthy());
    expect(api.callsTo('POST /api/forms/f1/transfer').map((c) => c.body)).toEqual([
      { userId: ALAN.userId },
    ]);
  });

  it('has no axe violations while open', async () => {
    mockApi({ [COLLABORATORS]: jsonResponse(people()) });
    const dialog = await openDialog();
    await within(dialog).findByRole('region', { name: 'People with access' });
    await expectNoAxeViolations(dialog);
  });
});

describe('the Share dialog for others', () => {
  it('shows a collaborator a read-only list, and lets them leave', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [COLLABORATORS]: jsonResponse(people({ invitations: [], permissions: EDITOR_PERMISSIONS })),
      'DELETE /api/forms/f1/collaborators/9': new Response(null, { status: 204 }),
    });
    const dialog = await openDialog(testUser({ id: ALAN.userId, username: 'alan', name: null }));
    await within(dialog).findByRole('region', { name: 'People with access' });
    expect(dialog.textContent).toContain('Only the owner can invite people');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /owner$/ })).toBeNull();
    expect(within(dialog).getByText('Viewer')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave this form?' });
    await user.click(within(confirm).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('DELETE /api/forms/f1/collaborators/9')).toHaveLength(1);
    expect(within(messages()).getByText('You left the form')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a guest that sharing needs an account, linking to /auth and back', async () => {
    const api = mockApi();
    const dialog = await openDialog(null);
    expect(dialog.textContent).toContain('Sharing a form needs an account');
    const link = within(dialog).getByRole('link', { name: 'Log in or create an account' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Fforms%2Ff1%2Fedit');
    expect(api.calls).toHaveLength(0);
  });
});

describe('the Share dialog by keyboard', () => {
  it('opens, invites and closes without a pointer, giving focus back to Share', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [COLLABORATORS]: jsonResponse(people({ collaborators: [], invitations: [] })),
      [INVITE]: jsonResponse({ invitation: { ...people().invitations[0], id: 40 } }, 201),
    });
    const { button } = renderShareButton();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share “Team pulse”' });
    const recipient = await within(dialog).findByRole('textbox', {
      name: 'E-mail address or username',
    });
    // Focus moves into the dialog: Tab reaches the field, then the role.
    while (document.activeElement !== recipient) await user.tab();
    await user.keyboard('grace');
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.tab();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo(INVITE)).toHaveLength(1));
    expect(api.callsTo(INVITE)[0]?.body).toEqual({ recipient: 'grace', role: 'viewer' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('reaches every person’s controls with Tab', async () => {
    const user = userEvent.setup();
    mockApi({ [COLLABORATORS]: jsonResponse(people()) });
    const dialog = await openDialog();
    const remove = await within(dialog).findByRole('button', { name: 'Remove Grace Hopper' });
    const seen = new Set<Element>();
    for (let i = 0; i < 20 && !seen.has(remove); i += 1) {
      await user.tab();
      if (document.activeElement) seen.add(document.activeElement);
    }
    expect(seen.has(within(dialog).getByRole('combobox', { name: 'Role for Grace Hopper' }))).toBe(
      true,
    );
    expect(seen.has(remove)).toBe(true);
    // Focus stays inside the dialog.
    for (const element of seen) expect(dialog.contains(element)).toBe(true);
  });
});
