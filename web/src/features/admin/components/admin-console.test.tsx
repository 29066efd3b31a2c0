import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import {
  currentUrl,
  expectNoAxeViolations,
  overviewFixture,
  quietConsoleBetweenTests,
  renderConsole,
} from '../test-support/admin-fixtures';
import { eventually } from '../../../test-support/eventually';

quietConsoleBetweenTests();

const adminCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/admin'));

describe('the admin console', () => {
  it.each([
    ['a guest', null],
    ['a signed-in user', testUser({ role: 'user' })],
  ])('shows %s the not-found page, and asks the admin API nothing', async (_, user) => {
    const api = mockApi();
    const { container } = renderConsole('/admin/users/7', { user });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/admin/users/7')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(document.title).toBe('Page not found · Formloom');
    expect(adminCalls(api.calls)).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('waits for the session before deciding', async () => {
    const api = mockApi();
    let answer: (response: Response) => void = () => undefined;
    api.on('GET /api/session', () => new Promise<Response>((resolve) => (answer = resolve)));
    api.on('GET /api/admin/overview', jsonResponse(overviewFixture()));
    renderConsole('/admin', { user: 'pending' });
    expect(screen.getByText('Loading page…')).toBeTruthy();
    expect(screen.queryByText('Page not found')).toBeNull();
    await eventually(() => expect(api.callsTo('GET /api/session')).toHaveLength(1));
    answer(jsonResponse({ user: testUser({ id: 1, role: 'admin', username: 'root' }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeTruthy();
  });

  it('gives an admin the side navigation, marking the section they are in', async () => {
    mockApi({
      'GET /api/admin/overview': jsonResponse(overviewFixture()),
      'GET /api/admin/audit': jsonResponse({ entries: [], nextCursor: null }),
    });
    renderConsole('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin'],
      ['Users', '/admin/users'],
      ['Forms', '/admin/forms'],
      ['Audit log', '/admin/audit'],
      ['Site content', '/admin/content'],
      ['Templates', '/admin/templates'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(currentUrl()).toBe('/admin/audit');
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('opens the sections in a sheet on small screens, by keyboard too', async () => {
    mockApi({
      'GET /api/admin/overview': jsonResponse(overviewFixture()),
      'GET /api/admin/templates': jsonResponse({ templates: [] }),
    });
    renderConsole('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Overview' });
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: /Admin sections/ });
    expect(trigger.textContent).toContain('Overview');
    trigger.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Admin console' });
    await user.click(within(sheet).getByRole('link', { name: 'Templates' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeTruthy();
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentUrl()).toBe('/admin/templates');
  });

  it('mounts the site content editor under /admin/content', async () => {
    mockApi({ 'GET /api/admin/content': jsonResponse([]) });
    renderConsole('/admin/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Site content' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(
      within(nav).getByRole('link', { name: 'Site content' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('answers an admin path that does not exist with the not-found page', async () => {
    mockApi();
    renderConsole('/admin/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
