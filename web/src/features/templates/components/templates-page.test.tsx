import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { GALLERY, renderGallery, urlParams } from './test-support';

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Templates' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const chip = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the template gallery', () => {
  it('shows skeletons while loading, then cards with category, question count and types', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ 'GET /api/templates': () => new Promise<Response>((r) => (answer = r)) });
    renderGallery();
    expect(await screen.findByText('Loading templates…')).toBeTruthy();
    expect(screen.getByTestId('gallery-skeleton')).toBeTruthy();

    answer(jsonResponse(GALLERY));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(screen.queryByTestId('gallery-skeleton')).toBeNull();
    const coffee = screen.getByRole('article', { name: 'Coffee shop feedback' });
    expect(within(coffee).getByText('Customer feedback')).toBeTruthy();
    expect(within(coffee).getByText('4 questions')).toBeTruthy();
    // Three types shown, the hidden field left out, the rest counted.
    const types = within(coffee).getByRole('list', { name: 'Question types' });
    expect(within(types).getByText('Short text')).toBeTruthy();
    expect(within(types).queryByText('Hidden field')).toBeNull();
    expect(within(types).getByText('+1 more')).toBeTruthy();
    expect(screen.getByText('4 templates').getAttribute('role')).toBe('status');
  });

  it('filters by category with counts on the chips, and keeps the category in the URL', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/templates': jsonResponse(GALLERY) });
    renderGallery();
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(chip(/^All, 4 templates$/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/^NPS, 2 templates$/)).toBeTruthy();
    expect(chip(/^Health and intake, 0 templates$/)).toBeTruthy();

    await user.click(chip(/^NPS, 2 templates$/));
    expect(cardTitles()).toEqual(['Quarterly NPS', 'Support NPS']);
    expect(chip(/^NPS, 2 templates$/).getAttribute('aria-pressed')).toBe('true');
    expect(urlParams()).toEqual({ category: 'nps' });
  });

  it('searches on the server, shows the matches and puts the words in the URL', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/templates': jsonResponse(GALLERY),
      'GET /api/templates?q=nps': jsonResponse(GALLERY.slice(1, 3)),
    });
    renderGallery();
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'nps');
    await waitFor(() => expect(cardTitles()).toEqual(['Quarterly NPS', 'Support NPS']));
    expect(api.callsTo('GET /api/templates?q=nps')).toHaveLength(1);
    expect(urlParams()).toEqual({ q: 'nps' });
    expect(screen.getByText('2 templates match “nps”')).toBeTruthy();
  });

  it('opens a linked, filtered gallery as the link says', async () => {
    const api = mockApi({ 'GET /api/templates?q=nps': jsonResponse(GALLERY.slice(1, 3)) });
    renderGallery('?q=nps&category=nps');
    await waitFor(() => expect(cardTitles()).toEqual(['Quarterly NPS', 'Support NPS']));
    expect(api.callsTo('GET /api/templates?q=nps')).toHaveLength(1);
    expect(
      (screen.getByRole('searchbox', { name: 'Search templates' }) as HTMLInputElement).value,
    ).toBe('nps');
    expect(chip(/^NPS, 2 templates$/).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/templates': jsonResponse(GALLERY),
      'GET /api/templates?q=zebra': jsonResponse([]),
    });
    renderGallery('?q=zebra');
    expect(await screen.findByRole('heading', { name: 'No templates match “zebra”' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(urlParams()).toEqual({});
    expect(
      (screen.getByRole('searchbox', { name: 'Search templates' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('shows an error with a retry that loads the gallery', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/templates': new Response('boom', { status: 500, statusText: 'Error' }),
    });
    renderGallery();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Couldn't load templates")).toBeTruthy();
    api.on('GET /api/templates', jsonResponse(GALLERY));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
