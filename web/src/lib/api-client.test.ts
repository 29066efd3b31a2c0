import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson } from './api-client';
import { eventually } from '../test-support/eventually';

function respond(body: string, init: ResponseInit & { contentType?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.contentType) headers.set('content-type', init.contentType);
  return new Response(body === '' && (init.status === 204 || init.status === 304) ? null : body, {
    ...init,
    headers,
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends JSON with cookies and no identity header or body field', async () => {
    fetchMock.mockResolvedValue(
      respond('{"ok":true}', { status: 200, contentType: 'application/json' }),
    );
    await apiRequest('POST', '/api/check-user', { email: 'a@example.com' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/check-user');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('x-firebase-uid');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@example.com' });
  });

  it('sends no body and no content type when there is no payload', async () => {
    fetchMock.mockResolvedValue(respond('', { status: 200 }));
    await apiRequest('GET', '/api/forms');
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('raises "{status}: {text}" with the response text', async () => {
    fetchMock.mockResolvedValue(
      respond('Form not found', { status: 404, statusText: 'Not Found' }),
    );
    const error = await apiRequest('GET', '/api/forms/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: Form not found');
    expect((error as ApiError).status).toBe(404);
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(respond('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/forms')).rejects.toThrow('500: Internal Server Error');
  });

  it('keeps code and data from a JSON error body, and its message', async () => {
    const body = JSON.stringify({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    fetchMock.mockResolvedValue(
      respond(body, { status: 401, statusText: 'Unauthorized', contentType: 'application/json' }),
    );
    const error = (await apiRequest('POST', '/api/auth/login', {}).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.message).toBe(`401: ${body}`);
    expect(error.code).toBe('INVALID_CREDENTIALS');
    expect(error.data).toEqual({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    expect(error.serverMessage).toBe('Invalid credentials');
    expect(console.error).toHaveBeenCalled();
  });

  it('logs a JSON answer with console.debug and leaves the body readable', async () => {
    fetchMock.mockResolvedValue(
      respond('{"exists":true}', { status: 200, contentType: 'application/json' }),
    );
    const res = await apiRequest('POST', '/api/check-user', { email: 'a@example.com' });
    expect(await res.json()).toEqual({ exists: true });
    await eventually(() =>
      expect(console.debug).toHaveBeenCalledWith('API POST /api/check-user', { exists: true }),
    );
  });

  it('passes FormData through without a JSON content type', async () => {
    fetchMock.mockResolvedValue(respond('', { status: 200 }));
    const data = new FormData();
    data.set('file', 'x');
    await apiRequest('POST', '/api/uploads', data);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(data);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  describe('getJson', () => {
    it('returns parsed JSON and logs it', async () => {
      fetchMock.mockResolvedValue(
        respond('{"id":1}', { status: 200, contentType: 'application/json' }),
      );
      await expect(getJson('/api/user', { on401: 'throw' })).resolves.toEqual({ id: 1 });
      expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
      expect(console.debug).toHaveBeenCalledWith('API GET /api/user', { id: 1 });
    });

    it('returns null on 401 with on401: returnNull', async () => {
      fetchMock.mockResolvedValue(respond('', { status: 401, statusText: 'Unauthorized' }));
      await expect(getJson('/api/user', { on401: 'returnNull' })).resolves.toBeNull();
      expect(console.error).not.toHaveBeenCalled();
    });

    it('throws on 401 with on401: throw', async () => {
      fetchMock.mockResolvedValue(respond('', { status: 401, statusText: 'Unauthorized' }));
      await expect(getJson('/api/user', { on401: 'throw' })).rejects.toThrow('401: Unauthorized');
    });

    it('throws other errors even with on401: returnNull', async () => {
      fetchMock.mockResolvedValue(respond('boom', { status: 500, statusText: 'Server Error' }));
      await expect(getJson('/api/user', { on401: 'returnNull' })).rejects.toThrow('500: boom');
    });
  });
});
