import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, testUser } from '@/lib/mock-api';
import { renderGallery, summary, urlParams } from './test-support';

const MINE = [
  summary('m1', 'My onboarding survey', { scope: 'mine', category: 'hr-and-employee' }),
  summary('m2', 'My intake form', { scope: 'mine', category: 'other' }),
];

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('My templates', () => {
  it('tells a guest an account is needed, with a link to sign in that comes back here', async () => {
    const api = mockApi({ 'GET /api/templates': jsonResponse([]) });
    renderGallery('?tab=mine');
    expect(screen.getByRole('tab', { name: 'My templates' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await screen.findByRole('heading', { name: 'Sign in to keep your own templates' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Log in or create an account' });
    expect(link.getAttribute('href')).toBe('/auth?redirect=%2Ftemplates%3Ftab%3Dmine');
    // A guest has no templates of their own, so none are asked for.
    expect(api.callsTo('GET /api/templates?scope=mine')).toHaveLength(0);
  });

  it('switches tabs with the URL following', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/templates': jsonResponse([summary('g', 'Global one')]),
      'GET /api/templates?scope=mine': jsonResponse(MINE),
    });
    renderGallery('', testUser());
    await screen.findByRole('heading', { name: 'Global one' });
    await user.click(screen.getByRole('tab', { name: 'My templates' }));
    await screen.findByRole('heading', { name: 'My onboarding survey' });
    expect(urlParams()).toEqual({ tab: 'mine' });
    // Only the categories the user's templates are in, "Other" included.
    const filter = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['All, 2 templates', 'HR and employee, 1 template', 'Other, 1 template']);
  });

  it('deletes one of the user’s templates after confirming', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/templates?scope=mine': jsonResponse(MINE),
      'DELETE /api/templates/m1': new Response(null, { status: 204 }),
    });
    renderGallery('?tab=mine', testUser());
    await user.click(await screen.findByRole('button', { name: 'Delete My onboarding survey' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this template?' });
    // Cancel first: nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/templates/m1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete My onboarding survey' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete template' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'My onboarding survey' })).toBeNull(),
    );
    expect(api.callsTo('DELETE /api/templates/m1')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'My intake form' })).toBeTruthy();
  });

  it('explains how to save a template when the user has none', async () => {
    mockApi({ 'GET /api/templates?scope=mine': jsonResponse([]) });
    renderGallery('?tab=mine', testUser());
    expect(
      await screen.findByRole('heading', { name: 'No templates of your own yet' }),
    ).toBeTruthy();
    expect(screen.getByText(/choose “Save as template”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your forms' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
