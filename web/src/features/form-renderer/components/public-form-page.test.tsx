import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicFormPayload } from '@core/api/public';
import { publicForm, question } from '@/renderer/test-support/questions';
import { formIdFromPath, PAYLOAD_ELEMENT_ID, PublicFormPage } from './public-form-page';

const form = publicForm({
  id: 'abc',
  title: 'Team lunch',
  questions: [question({ id: 'food', type: 'SHORT_TEXT', title: 'Favourite food', order: 0 })],
});

function inline(payload: PublicFormPayload) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAYLOAD_ELEMENT_ID;
  // As the server writes it: "<" escaped so the JSON cannot end the script element.
  element.textContent = JSON.stringify(payload).replace(/</g, '\\u003c');
  document.head.append(element);
}

const fetchMock = vi.fn();

beforeEach(() => {
  window.history.replaceState(null, '', '/forms/abc');
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  document.getElementById(PAYLOAD_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('<PublicFormPage />', () => {
  it('renders the inlined form at once, with no API call before the first paint', () => {
    inline({
      status: 'open',
      form: { ...form, description: 'Pick <b>one</b>' },
      message: null,
      basePath: '/forms',
    });
    render(<PublicFormPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Team lunch' })).toBeTruthy();
    expect(screen.getByText('Pick <b>one</b>')).toBeTruthy();
    expect(screen.getByLabelText(/favourite food/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the payload when the page has none (client-side navigation, development)', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: 'open', form, message: null, basePath: '/forms' }), {
        status: 200,
      }),
    );
    render(<PublicFormPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading the form…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team lunch' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/public/forms/abc');
  });

  it('shows a friendly page for closed, unpublished and missing forms', () => {
    inline({
      status: 'closed',
      form: null,
      message: 'Lunch is booked, see you there!',
      basePath: '/forms',
    });
    const { unmount } = render(<PublicFormPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'This form is closed' })).toBeTruthy();
    expect(screen.getByText('Lunch is booked, see you there!')).toBeTruthy();
    unmount();
    document.getElementById(PAYLOAD_ELEMENT_ID)?.remove();

    inline({ status: 'unpublished', form: null, message: null, basePath: '/forms' });
    const second = render(<PublicFormPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This form isn’t available right now' }),
    ).toBeTruthy();
    second.unmount();
    document.getElementById(PAYLOAD_ELEMENT_ID)?.remove();

    inline({ status: 'not_found', form: null, message: null, basePath: '/forms' });
    render(<PublicFormPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We couldn’t find this form' }),
    ).toBeTruthy();
  });

  it('ignores an inlined payload for another form', async () => {
    inline({ status: 'open', form: { ...form, id: 'other' }, message: null, basePath: '/forms' });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'x' }), { status: 500 }),
    );
    render(<PublicFormPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this form' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads the form id from both public routes', () => {
    expect(formIdFromPath('/forms/abc')).toBe('abc');
    expect(formIdFromPath('/anonymous-forms/x_1-2/')).toBe('x_1-2');
    expect(formIdFromPath('/forms/abc/edit')).toBeNull();
    expect(formIdFromPath('/dashboard')).toBeNull();
  });
});
