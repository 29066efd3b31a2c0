import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LandingContent } from '@core/api/site-content';
import { Providers } from '@/app/providers';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { createQueryClient } from '@/lib/query-client';
import { LandingSections } from './landing-sections';
import { eventually } from '../../../test-support/eventually';

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LANDING: LandingContent = {
  text: {
    slug: 'landing-text',
    title: 'Why teams choose Formloom',
    contentType: 'landing_text',
    html: '<p>Start in seconds.</p>',
    metaDescription: null,
    path: '/',
    updatedAt: '2026-11-25T10:00:00.000Z',
  },
  video: {
    title: 'A two-minute tour',
    embed: {
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      watchUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
  },
};

function renderSections() {
  window.history.replaceState(null, '', '/');
  const client = createQueryClient();
  client.setQueryData(['/api/user'], null);
  return render(
    <Providers queryClient={client}>
      <main>
        <h1>Home</h1>
        <LandingSections />
      </main>
    </Providers>,
  );
}

describe("the home page's landing sections", () => {
  it('show the text, and a poster that loads the player from youtube-nocookie only on click', async () => {
    mockApi({ 'GET /api/site-content/landing': jsonResponse(LANDING) });
    const { container } = renderSections();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Why teams choose Formloom' }),
    ).toBeTruthy();
    expect(screen.getByText('Start in seconds.')).toBeTruthy();
    // Nothing from the provider before the click: no frame, no image.
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Play video: A two-minute tour' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(LANDING.video!.embed.embedUrl);
    expect(frame.getAttribute('title')).toBe('A two-minute tour');
    expect(document.activeElement).toBe(frame);
    expect(screen.getByRole('link', { name: 'Watch it on YouTube' }).getAttribute('href')).toBe(
      LANDING.video!.embed.watchUrl,
    );
  });

  it('show nothing when there is no active section, or when they cannot be loaded', async () => {
    const api = mockApi({
      'GET /api/site-content/landing': jsonResponse({ text: null, video: null }),
    });
    const { container, unmount } = renderSections();
    await eventually(() => expect(api.calls).toHaveLength(1));
    expect(container.querySelector('section[aria-labelledby]')).toBeNull();
    unmount();

    const failing = mockApi({
      'GET /api/site-content/landing': () => new Response('', { status: 500 }),
    });
    const second = renderSections();
    await eventually(() => expect(failing.calls).toHaveLength(1));
    expect(second.container.querySelector('section[aria-labelledby]')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
