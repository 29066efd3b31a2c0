import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import {
  adminTemplate,
  expectNoAxeViolations,
  quietConsoleBetweenTests,
  renderConsole,
} from '../../test-support/admin-fixtures';

quietConsoleBetweenTests();

const TEMPLATES = [
  adminTemplate('t1', { title: 'Coffee feedback' }),
  adminTemplate('t2', {
    title: 'Old quiz',
    source: 'admin',
    retiredAt: '2026-11-02T00:00:00.000Z',
    category: 'education-and-quizzes',
  }),
];

describe('the templates section', () => {
  it('lists global templates, retired ones included, and links to the global brand kit', async () => {
    mockApi({ 'GET /api/admin/templates': jsonResponse({ templates: TEMPLATES }) });
    const { container } = renderConsole('/admin/templates');
    const coffee = (await screen.findByText('Coffee feedback')).closest('li')!;
    expect(coffee.textContent).toContain('Built in');
    expect(coffee.textContent).toContain('Customer feedback · 6 questions');
    expect(within(coffee).getByRole('button', { name: 'Retire: Coffee feedback' })).toBeTruthy();
    const quiz = screen.getByText('Old quiz').closest('li')!;
    expect(quiz.textContent).toContain('Retired');
    expect(quiz.textContent).toContain('Added by an admin');
    expect(within(quiz).getByRole('button', { name: 'Restore: Old quiz' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Edit the global brand kit' }).getAttribute('href'),
    ).toBe('/brandkit?scope=global');
    await expectNoAxeViolations(container);
  });

  it('adds a template from a pasted form link', async () => {
    const api = mockApi({
      'GET /api/admin/templates': jsonResponse({ templates: TEMPLATES }),
      'POST /api/admin/templates': jsonResponse({
        template: adminTemplate('t3', { title: 'Event sign-up', source: 'admin' }),
      }),
    });
    renderConsole('/admin/templates');
    await screen.findByText('Coffee feedback');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add from a form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a template from a form' });
    await expectNoAxeViolations(document.body);
    await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
    expect(within(dialog).getByText('Paste a link to the form, or its id')).toBeTruthy();
    expect(within(dialog).getByText('Enter a title')).toBeTruthy();

    await user.type(
      within(dialog).getByLabelText('Form link or id'),
      'https://formloom.test/forms/abc123/edit',
    );
    await user.type(within(dialog).getByLabelText('Title'), 'Event sign-up');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'events-and-registration');
    await user.type(within(dialog).getByLabelText(/Description/), 'For meetups');
    await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
    await screen.findByText('“Event sign-up” is in the gallery for everyone.');
    expect(api.callsTo('POST /api/admin/templates').map((c) => c.body)).toEqual([
      {
        formId: 'abc123',
        title: 'Event sign-up',
        description: 'For meetups',
        category: 'events-and-registration',
      },
    ]);
  });

  it("shows the server's refusal when the form cannot be found", async () => {
    mockApi({
      'GET /api/admin/templates': jsonResponse({ templates: TEMPLATES }),
      'POST /api/admin/templates': jsonResponse(
        { message: 'Form not found', code: 'NOT_FOUND' },
        404,
      ),
    });
    renderConsole('/admin/templates');
    await screen.findByText('Coffee feedback');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add from a form' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Form link or id'), 'missing');
    await user.type(within(dialog).getByLabelText('Title'), 'Nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Add template' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Form not found');
  });

  it('edits the gallery entry, retires and restores', async () => {
    const api = mockApi({
      'GET /api/admin/templates': jsonResponse({ templates: TEMPLATES }),
      'PATCH /api/admin/templates/t1': jsonResponse({
        template: adminTemplate('t1', { title: 'Café feedback' }),
      }),
      'POST /api/admin/templates/t1/retire': jsonResponse({
        template: adminTemplate('t1', { retiredAt: '2026-11-25T00:00:00.000Z' }),
      }),
      'POST /api/admin/templates/t2/restore': jsonResponse({
        template: adminTemplate('t2', { title: 'Old quiz' }),
      }),
    });
    renderConsole('/admin/templates');
    await screen.findByText('Coffee feedback');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Edit: Coffee feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    const title = within(dialog).getByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Coffee feedback');
    expect(within(dialog).queryByLabelText('Form link or id')).toBeNull();
    await user.clear(title);
    await user.type(title, 'Café feedback');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Template saved');
    expect(api.callsTo('PATCH /api/admin/templates/t1')[0]?.body).toEqual({
      title: 'Café feedback',
      description: 'What it is for.',
      category: 'customer-feedback',
    });

    await user.click(screen.getByRole('button', { name: 'Retire: Coffee feedback' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retire “Coffee feedback”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    await screen.findByText('Template retired');
    expect(api.callsTo('POST /api/admin/templates/t1/retire').map((c) => c.body)).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Restore: Old quiz' }));
    await screen.findByText('“Old quiz” is back in the gallery.');
    expect(api.callsTo('POST /api/admin/templates/t2/restore')).toHaveLength(1);
  });

  it('has empty, loading and error states', async () => {
    let fail = true;
    const api = mockApi();
    api.on('GET /api/admin/templates', () =>
      fail ? new Response('', { status: 500 }) : jsonResponse({ templates: [] }),
    );
    const { container } = renderConsole('/admin/templates');
    expect(await screen.findByText('Loading templates…')).toBeTruthy();
    await screen.findByRole('heading', { name: "Couldn't load templates" });
    await expectNoAxeViolations(container);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No global templates' })).toBeTruthy();
  });
});
