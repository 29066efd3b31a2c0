import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormPreviewProps } from '@/renderer';
import { jsonResponse, mockApi } from '@/lib/mock-api';
import { detail, GALLERY, renderGallery, urlParams } from './test-support';

// The shared renderer has its own tests; here it only has to receive the template's definition.
vi.mock('@/renderer', () => ({
  FormPreview: ({ definition }: FormPreviewProps) => (
    <p>Renderer shows: {definition.questions.map((q) => q.title).join(', ')}</p>
  ),
}));

const GUEST_ID = '0d6f8c1e-6f1b-4a53-9d7e-3c1f2b9a8e41';

beforeEach(() => {
  vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('previewing and using a template', () => {
  it('previews a template in a dialog with the renderer, linked from the URL', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/templates': jsonResponse(GALLERY),
      'GET /api/templates/coffee': jsonResponse(detail(GALLERY[0]!)),
    });
    renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Preview: Coffee shop feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Coffee shop feedback' });
    expect(await within(dialog).findByText('Renderer shows: What did you order?')).toBeTruthy();
    expect(urlParams()).toEqual({ preview: 'coffee' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to templates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(urlParams()).toEqual({});
  });

  it('shows an error with a retry when the template cannot be loaded', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/templates': jsonResponse(GALLERY),
      'GET /api/templates/coffee': new Response('', { status: 500, statusText: 'Error' }),
    });
    renderGallery('?preview=coffee');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("Couldn't load this template")).toBeTruthy();
    api.on('GET /api/templates/coffee', jsonResponse(detail(GALLERY[0]!)));
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Renderer shows: What did you order?')).toBeTruthy();
  });

  it('says a linked template that no longer exists is gone, without a pointless retry', async () => {
    mockApi({
      'GET /api/templates': jsonResponse(GALLERY),
      'GET /api/templates/gone': jsonResponse({ message: 'Not found', code: 'NOT_FOUND' }, 404),
    });
    renderGallery('?preview=gone');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('This template is no longer available')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Use this template' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('uses a template as a guest: a guest session first, then the builder of the new form', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/templates': jsonResponse(GALLERY),
      'POST /api/session/guest': jsonResponse({ guestId: GUEST_ID }),
      'POST /api/templates/event/use': jsonResponse({ id: 'new-form' }, 201),
    });
    renderGallery();
    await user.click(
      await screen.findByRole('button', { name: 'Use this template: Meetup registration' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/form-builder/new-form'));
    const order = api.calls.filter((c) => c.method === 'POST').map((c) => c.url);
    expect(order).toEqual(['/api/session/guest', '/api/templates/event/use']);
  });

  it('says so when the form cannot be created, with the server’s reason', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/templates': jsonResponse(GALLERY),
      'POST /api/session/guest': jsonResponse({ guestId: GUEST_ID }),
      'POST /api/templates/event/use': jsonResponse(
        { message: 'Too many new forms. Try again in an hour.', code: 'RATE_LIMITED' },
        429,
      ),
    });
    renderGallery();
    await user.click(
      await screen.findByRole('button', { name: 'Use this template: Meetup registration' }),
    );
    const messages = screen.getByRole('region', { name: 'Messages' });
    expect(await within(messages).findByText("Couldn't create a form")).toBeTruthy();
    expect(within(messages).getByText('Too many new forms. Try again in an hour.')).toBeTruthy();
    expect(window.location.pathname).toBe('/templates');
  });
});
