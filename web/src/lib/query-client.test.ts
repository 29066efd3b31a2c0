import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryFn } from './query-client';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('query client', () => {
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

  it('has the spec defaults: no polling, no refetch on focus, never stale, no retries', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
    expect(typeof queries?.queryFn).toBe('function');
  });

  it('GETs the first element of the query key by default', async () => {
    fetchMock.mockResolvedValue(json([{ id: 'f1' }]));
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ['/api/forms', { page: 2 }] });
    expect(data).toEqual([{ id: 'f1' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/forms');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  it('throws on 401 by default, without retrying', async () => {
    fetchMock.mockImplementation(
      async () => new Response('', { status: 401, statusText: 'Unauthorized' }),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/forms'] })).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("returns null on 401 with getQueryFn({ on401: 'returnNull' })", async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(data).toBeNull();
  });

  it('keeps data fresh: a second read does not refetch', async () => {
    fetchMock.mockImplementation(async () => json({ id: 1 }));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/user'] });
    await client.fetchQuery({ queryKey: ['/api/user'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed mutation', async () => {
    const client = createQueryClient();
    const fn = vi.fn(async () => {
      throw new Error('nope');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn: fn });
    await expect(mutation.execute(undefined)).rejects.toThrow('nope');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
