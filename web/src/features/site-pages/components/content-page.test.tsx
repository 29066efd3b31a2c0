import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Switch } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicContent } from '@core/api/site-content';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { ContentPage } from './content-page';

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TERMS: PublicContent = {
  slug: 'terms',
  title: 'Terms of service',
  contentType: 'terms',
  html: '<h2>Your account</h2>\n<p>Keep it safe. See <a href="/help" rel="noopener noreferrer">help</a>.</p>',
  metaDescription: 'The terms for using Formloom.',
  path: '/terms',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

function renderAt(path: string, seed?: { key: string; data: unknown }) {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  client.setQueryData(['/api/user'], null);
  if (seed) client.setQueryData([seed.key], seed.data);
  const result = render(
    <Providers queryClient={client}>
      <Switch>
        <Route path="/terms">
          <ContentPage />
        </Route>
        <Route path="/p/:slug">
          <ContentPage />
        </Route>
        <Route path="/help">
          <p>The help page</p>
        </Route>
      </Switch>
    </Providers>,
  );
  return { ...result, client };
}

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('ContentPage', () => {
  it('shows the page from the server: title, date, sanitised HTML, document title', async () => {
    mockApi({ 'GET /api/site-content/terms': jsonResponse(TERMS) });
    const { container } = renderAt('/terms');
    // The loading state's heading has the page's name already; the text comes with the page.
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(screen.getByText(/Last updated/).textContent).toBe('Last updated 25 November 2026');
    await waitFor(() => expect(document.title).toBe('Terms of service · Formloom'));
    await expectNoAxeViolations(container);
  });

  it("renders a server-rendered page's data at once, with no request", async () => {
    const api = mockApi({});
    renderAt('/terms', { key: '/api/site-content/terms', data: TERMS });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows a loading state until the page arrives', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockApi({
      'GET /api/site-content/shipping': () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderAt('/p/shipping');
    expect(screen.getByText('Loading page…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping' })).toBeTruthy();
    answer(jsonResponse({ ...TERMS, slug: 'shipping', title: 'Shipping and returns' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shipping and returns' }),
    ).toBeTruthy();
    expect(screen.queryByText('Loading page…')).toBeNull();
  });

  it('shows the not-found page for an unknown or inactive page, and for a malformed slug', async () => {
    mockApi({});
    const { container, unmount } = renderAt('/p/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/p/gone')).toBeTruthy();
    await expectNoAxeViolations(container);
    unmount();

    const api = mockApi({});
    renderAt('/p/Not_A_Slug');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows an error with a retry that loads the page', async () => {
    const api = mockApi({
      'GET /api/site-content/terms': () => new Response('', { status: 500, statusText: 'Oops' }),
    });
    const { container } = renderAt('/terms');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText("Couldn't load this page")).toBeTruthy();
    await expectNoAxeViolations(container);
    api.on('GET /api/site-content/terms', jsonResponse(TERMS));
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeTruthy();
  });

  it("follows a link inside the page with the app's router, without a page load", async () => {
    mockApi({ 'GET /api/site-content/terms': jsonResponse(TERMS) });
    renderAt('/terms');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'help' }));
    expect(await screen.findByText('The help page')).toBeTruthy();
    expect(window.location.pathname).toBe('/help');
  });

  it("sets the page's meta description while it is shown", async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The site';
    document.head.append(meta);
    mockApi({ 'GET /api/site-content/terms': jsonResponse(TERMS) });
    const { unmount } = renderAt('/terms');
    await waitFor(() => expect(meta.content).toBe('The terms for using Formloom.'));
    unmount();
    expect(meta.content).toBe('The site');
    meta.remove();
  });
});
