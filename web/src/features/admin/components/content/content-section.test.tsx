import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { ContentDetail } from '@core/api/site-content';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import {
  ADMIN,
  expectNoAxeViolations,
  quietConsoleBetweenTests,
} from '../../test-support/admin-fixtures';
import { ContentSection } from './content-section';

quietConsoleBetweenTests();

function page(id: number, overrides: Partial<ContentDetail> = {}): ContentDetail {
  return {
    id,
    slug: 'terms',
    title: 'Terms of service',
    contentType: 'terms',
    metaDescription: 'The terms.',
    isActive: true,
    path: '/terms',
    createdBy: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    content: '## Your account\n\nKeep it safe.',
    ...overrides,
  };
}

const { content: _c, ...TERMS_SUMMARY } = page(1);
const HELP_SUMMARY = {
  ...TERMS_SUMMARY,
  id: 2,
  slug: 'help',
  title: 'Help',
  contentType: 'help',
  path: '/help',
  isActive: false,
};

/** The section where the console mounts it: /admin/content, nested. */
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  client.setQueryData(['/api/user'], ADMIN);
  const result = render(
    <Providers queryClient={client}>
      <Route path="/admin/content" nest>
        <ContentSection />
      </Route>
    </Providers>,
  );
  return { ...result, client };
}

/** The server's preview of the last Markdown sent (a stand-in for its renderer). */
function previewOfLastCall(calls: { body: unknown }[]) {
  const { markdown } = (calls.at(-1)?.body ?? { markdown: '' }) as { markdown: string };
  return jsonResponse({
    html: markdown.includes('**Bold**') ? '<p><strong>Bold</strong> move</p>' : '<p>x</p>',
  });
}

describe('the content list', () => {
  it('lists every page with its state, and activates an inactive one', async () => {
    const api = mockApi({
      'GET /api/admin/content': jsonResponse([TERMS_SUMMARY, HELP_SUMMARY]),
      'PUT /api/admin/content/2/active': jsonResponse({
        ...page(2),
        ...HELP_SUMMARY,
        isActive: true,
      }),
    });
    const { container } = renderAt('/admin/content');
    const help = (await screen.findByText('Help')).closest('li')!;
    expect(help.textContent).toContain('Inactive');
    expect(help.textContent).toContain('/help');
    expect(within(help).getByRole('link', { name: 'Edit: Help' }).getAttribute('href')).toBe(
      '/admin/content/2',
    );
    await expectNoAxeViolations(container);

    api.on(
      'GET /api/admin/content',
      jsonResponse([TERMS_SUMMARY, { ...HELP_SUMMARY, isActive: true }]),
    );
    await userEvent.setup().click(within(help).getByRole('button', { name: 'Activate: Help' }));
    expect(api.callsTo('PUT /api/admin/content/2/active')[0]?.body).toEqual({ isActive: true });
    await waitFor(() => expect(help.textContent).toContain('Active'));
    expect(help.textContent).not.toContain('Inactive');
  });

  it('says when there are no pages, and when they cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/content': jsonResponse([]) });
    const { unmount } = renderAt('/admin/content');
    expect(await screen.findByText('No pages yet')).toBeTruthy();
    unmount();
    mockApi({ 'GET /api/admin/content': () => new Response('', { status: 500 }) });
    renderAt('/admin/content');
    expect(await screen.findByText("Couldn't load the pages")).toBeTruthy();
  });
});

describe('the editor', () => {
  it('creates a page: the slug follows the title, the preview follows the Markdown', async () => {
    const api = mockApi({
      'POST /api/admin/content/preview': () => previewOfLastCall(api.calls),
      'POST /api/admin/content': jsonResponse(
        page(5, {
          slug: 'shipping-and-returns',
          title: 'Shipping and returns',
          contentType: 'help',
          path: '/p/shipping-and-returns',
        }),
        201,
      ),
      'GET /api/admin/content/5': jsonResponse(
        page(5, {
          slug: 'shipping-and-returns',
          title: 'Shipping and returns',
          contentType: 'help',
          path: '/p/shipping-and-returns',
        }),
      ),
    });
    const { container } = renderAt('/admin/content/new');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Shipping and returns');
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('shipping-and-returns');
    await user.type(screen.getByLabelText('Content (Markdown)'), '**Bold** move');
    const preview = screen.getByTestId('content-preview');
    await waitFor(() => expect(preview.innerHTML).toContain('<strong>Bold</strong> move'));
    expect(api.callsTo('POST /api/admin/content/preview').at(-1)?.body).toEqual({
      markdown: '**Bold** move',
    });
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(api.callsTo('POST /api/admin/content')[0]?.body).toMatchObject({
      title: 'Shipping and returns',
      slug: 'shipping-and-returns',
      contentType: 'help',
      content: '**Bold** move',
      isActive: true,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit “Shipping and returns”' }),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/content/5');
  });

  it("shows a slug's problem on leaving the field, and the server's 409 on the slug", async () => {
    const api = mockApi({
      'POST /api/admin/content/preview': jsonResponse({ html: '' }),
      'POST /api/admin/content': jsonResponse(
        {
          message: 'A page with this slug already exists',
          code: 'CONFLICT',
          errors: { slug: 'A page with this slug already exists' },
        },
        409,
      ),
    });
    renderAt('/admin/content/new');
    const user = userEvent.setup();
    const slug = screen.getByLabelText('Slug');
    await user.type(slug, 'Admin Page');
    await user.tab();
    expect(
      screen.getByText(
        'Use lower-case letters, digits and single dashes (for example: getting-started)',
      ),
    ).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');

    await user.clear(slug);
    await user.type(slug, 'admin');
    await user.tab();
    expect(screen.getByText('This slug is used by the app itself; choose another')).toBeTruthy();

    await user.clear(slug);
    await user.type(slug, 'faq');
    await user.type(screen.getByLabelText('Title'), 'FAQ');
    // Valid here; the server finds the slug taken and says so on the field.
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText('A page with this slug already exists')).toBeTruthy();
    expect(api.callsTo('POST /api/admin/content')).toHaveLength(1);
  });

  it('refuses to send a page without a title, and says so on the field', async () => {
    const api = mockApi({ 'POST /api/admin/content/preview': jsonResponse({ html: '' }) });
    renderAt('/admin/content/new');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(api.callsTo('POST /api/admin/content')).toHaveLength(0);
  });

  it('saves an existing page with the version it loaded, and deactivates it', async () => {
    const api = mockApi({
      'GET /api/admin/content/1': jsonResponse(page(1)),
      'POST /api/admin/content/preview': jsonResponse({ html: '<h2>Your account</h2>' }),
      'PUT /api/admin/content/1': jsonResponse(
        page(1, { content: 'New terms', updatedAt: '2026-11-02T10:00:00.000Z' }),
      ),
      'PUT /api/admin/content/1/active': jsonResponse(
        page(1, { isActive: false, updatedAt: '2026-11-03T10:00:00.000Z' }),
      ),
    });
    const { container } = renderAt('/admin/content/1');
    const content = await screen.findByLabelText('Content (Markdown)');
    expect(screen.getByText('Active')).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.change(content, { target: { value: 'New terms' } });
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/content/1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/admin/content/1')[0]?.body).toMatchObject({
      content: 'New terms',
      expectedUpdatedAt: '2026-11-01T10:00:00.000Z',
    });
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());

    api.on(
      'GET /api/admin/content/1',
      jsonResponse(page(1, { isActive: false, updatedAt: '2026-11-03T10:00:00.000Z' })),
    );
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
  });

  it('tells an editor whose version is old that someone else changed the page', async () => {
    mockApi({
      'GET /api/admin/content/1': jsonResponse(page(1)),
      'POST /api/admin/content/preview': jsonResponse({ html: '' }),
      'PUT /api/admin/content/1': jsonResponse(
        {
          message: 'This page was changed by someone else. Reload it to see their changes.',
          code: 'CONFLICT',
        },
        409,
      ),
    });
    renderAt('/admin/content/1');
    fireEvent.change(await screen.findByLabelText('Content (Markdown)'), {
      target: { value: 'Mine' },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page was changed by someone else.');
    expect(within(alert).getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('says so for a page that does not exist', async () => {
    mockApi({ 'POST /api/admin/content/preview': jsonResponse({ html: '' }) });
    renderAt('/admin/content/42');
    expect(await screen.findByText('This page does not exist')).toBeTruthy();
  });
});
