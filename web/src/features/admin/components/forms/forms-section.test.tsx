import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  currentUrl,
  expectNoAxeViolations,
  formSummary,
  quietConsoleBetweenTests,
  renderConsole,
} from '../../test-support/admin-fixtures';
import { eventually } from '../../../../test-support/eventually';

quietConsoleBetweenTests();

const rows = async () =>
  within(await screen.findByRole('region', { name: 'Forms found' })).getAllByRole('listitem');

describe('the forms list', () => {
  it('shows each form with owner, status and responses, and links to its screens', async () => {
    mockApi({
      'GET /api/admin/forms': jsonResponse({
        forms: [
          formSummary('f1', { title: 'Spam lottery' }),
          formSummary('f2', {
            title: 'Guest poll',
            published: false,
            owner: null,
            responseCount: 1,
          }),
        ],
        nextCursor: null,
      }),
    });
    const { container } = renderConsole('/admin/forms');
    const [first, second] = await rows();
    expect(first!.textContent).toContain('Published');
    expect(within(first!).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      '/admin/users/7',
    );
    expect(first!.textContent).toContain('4 responses');
    expect(
      within(first!).getByRole('link', { name: 'Responses: Spam lottery' }).getAttribute('href'),
    ).toBe('/forms/f1/responses');
    expect(
      within(first!)
        .getByRole('link', { name: 'Open in builder: Spam lottery' })
        .getAttribute('href'),
    ).toBe('/forms/f1/edit');
    expect(within(first!).getByRole('button', { name: 'Unpublish: Spam lottery' })).toBeTruthy();
    expect(second!.textContent).toContain('by a guest');
    expect(second!.textContent).toContain('1 response');
    expect(within(second!).queryByRole('button', { name: /Unpublish/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('filters by status at once and searches words on submit', async () => {
    const api = mockApi({
      'GET /api/admin/forms': jsonResponse({ forms: [formSummary('f1')], nextCursor: null }),
      'GET /api/admin/forms?status=draft': jsonResponse({
        forms: [formSummary('d1', { published: false, title: 'A draft' })],
        nextCursor: null,
      }),
      'GET /api/admin/forms?q=lottery&status=draft': jsonResponse({ forms: [], nextCursor: null }),
    });
    renderConsole('/admin/forms');
    await rows();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await screen.findByText('A draft');
    expect(currentUrl()).toBe('/admin/forms?status=draft');
    await user.type(screen.getByRole('searchbox', { name: 'Search forms' }), 'lottery{Enter}');
    expect(await screen.findByRole('heading', { name: 'No forms match' })).toBeTruthy();
    expect(currentUrl()).toBe('/admin/forms?q=lottery&status=draft');
    expect(api.callsTo('GET /api/admin/forms?q=lottery&status=draft')).toHaveLength(1);
  });

  it('unpublishes a form with a reason the owner receives', async () => {
    const api = mockApi({
      'GET /api/admin/forms': jsonResponse({
        forms: [formSummary('f1', { title: 'Spam lottery' })],
        nextCursor: null,
      }),
      'POST /api/admin/forms/f1/unpublish': jsonResponse({
        form: formSummary('f1', { title: 'Spam lottery', published: false }),
      }),
    });
    renderConsole('/admin/forms');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Unpublish: Spam lottery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish “Spam lottery”?' });
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(within(dialog).getByText('Give a reason')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/forms/f1/unpublish')).toHaveLength(0);

    api.on(
      'GET /api/admin/forms',
      jsonResponse({
        forms: [formSummary('f1', { title: 'Spam lottery', published: false })],
        nextCursor: null,
      }),
    );
    await user.type(within(dialog).getByLabelText('Reason'), 'Phishing for bank details');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await screen.findByText('“Spam lottery” no longer accepts responses. ada has been told why.');
    expect(api.callsTo('POST /api/admin/forms/f1/unpublish').map((c) => c.body)).toEqual([
      { reason: 'Phishing for bank details' },
    ]);
    await eventually(() =>
      expect(screen.queryByRole('button', { name: 'Unpublish: Spam lottery' })).toBeNull(),
    );
  });

  it('has empty, loading and error states', async () => {
    let fail = true;
    const api = mockApi();
    api.on('GET /api/admin/forms', () =>
      fail ? new Response('', { status: 500 }) : jsonResponse({ forms: [], nextCursor: null }),
    );
    const { container } = renderConsole('/admin/forms');
    expect(await screen.findByText('Loading forms…')).toBeTruthy();
    await screen.findByRole('heading', { name: "Couldn't load forms" });
    await expectNoAxeViolations(container);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No forms yet' })).toBeTruthy();
  });
});
