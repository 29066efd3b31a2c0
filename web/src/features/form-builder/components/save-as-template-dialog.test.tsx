import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@core/api/auth';
import { formDefinitionSchema } from '@core/form/definition';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { BuilderSessionContext } from '../state/builder-context';
import { createTestSession } from '../state/session-test-support';
import { SaveAsTemplateDialog } from './save-as-template-dialog';

const SAVE = 'POST /api/forms/f1/save-as-template';

/** Opened once; closing it (after a save, say) really closes it. */
function Harness() {
  const [open, setOpen] = useState(true);
  return <SaveAsTemplateDialog formId="f1" open={open} onOpenChange={setOpen} />;
}

function renderDialog(user: User | null) {
  window.history.replaceState(null, '', '/form-builder/f1');
  const client = createQueryClient();
  client.setQueryData(['/api/user'], user);
  const session = createTestSession(
    formDefinitionSchema.parse({ title: 'Team pulse', questions: [] }),
  );
  render(
    <Providers queryClient={client}>
      <BuilderSessionContext value={session}>
        <Harness />
      </BuilderSessionContext>
    </Providers>,
  );
  return screen.getByRole('dialog', { name: 'Save as template' });
}

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('save as template', () => {
  it('saves with the form’s title prefilled, then offers My templates in the toast', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [SAVE]: jsonResponse({ id: 't1' }, 201) });
    const dialog = renderDialog(testUser());
    const title = within(dialog).getByRole('textbox', { name: 'Template name' });
    expect((title as HTMLInputElement).value).toBe('Team pulse');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description (optional)' }),
      'Weekly check-in',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      'HR and employee',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    // The dialog closes on success, so the toast is reachable.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('Saved as a template')).toBeTruthy();
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([
      { title: 'Team pulse', description: 'Weekly check-in', category: 'hr-and-employee' },
    ]);
    await user.click(within(messages).getByRole('button', { name: 'View My templates' }));
    await waitFor(() => expect(window.location.search).toBe('?tab=mine'));
    expect(window.location.pathname).toBe('/templates');
  });

  it('shows the server’s message on the name field', async () => {
    const user = userEvent.setup();
    mockApi({
      [SAVE]: jsonResponse(
        {
          message: 'Invalid input',
          code: 'VALIDATION_ERROR',
          errors: { title: 'Template title is required' },
        },
        400,
      ),
    });
    const dialog = renderDialog(testUser());
    await user.clear(within(dialog).getByRole('textbox', { name: 'Template name' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('Template title is required')).toBeTruthy();
    expect(
      within(dialog).getByRole('textbox', { name: 'Template name' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('tells a guest that an account is needed, linking to sign-in and back', () => {
    const api = mockApi();
    const dialog = renderDialog(null);
    expect(within(dialog).queryByRole('textbox', { name: 'Template name' })).toBeNull();
    expect(dialog.textContent).toContain('saving one needs you to sign in');
    const link = within(dialog).getByRole('link', { name: 'Log in or create an account' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Fform-builder%2Ff1');
    expect(api.calls).toHaveLength(0);
  });
});
