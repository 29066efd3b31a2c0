/** Test support: a fetch stand-in for /api/public that records what the page sent. */
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | 'network-error';

export function fakeServer(
  replies: {
    submit?: Reply[];
    /** Public payloads by version number. */ versions?: Record<number, unknown>;
    /** GET /api/public/drafts/{token}'s answer. */
    resumed?: unknown;
  } = {},
) {
  const sent: SentRequest[] = [];
  const submitReplies = [...(replies.submit ?? [])];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, path: url.pathname, body });
    const json = (status: number, data?: unknown) =>
      new Response(data === undefined ? null : JSON.stringify(data), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (method === 'PUT' && url.pathname.includes('/drafts/')) {
      return json(200, {
        draftId: 'd',
        lastUpdated: new Date(0).toISOString(),
        resumeToken: 'resume-token',
      });
    }
    if (method === 'POST' && url.pathname.endsWith('/events')) return json(204);
    if (method === 'GET' && url.pathname.startsWith('/api/public/drafts/') && replies.resumed)
      return json(200, replies.resumed);
    const version = /\/versions\/(\d+)$/.exec(url.pathname);
    if (method === 'GET' && version && replies.versions?.[Number(version[1])])
      return json(200, replies.versions[Number(version[1])]);
    if (method === 'POST' && url.pathname.endsWith('/responses')) {
      const reply = submitReplies.shift() ?? {
        status: 201,
        body: { responseId: 7, duplicate: false },
      };
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return json(reply.status, reply.body);
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    submissions: () => sent.filter((r) => r.method === 'POST' && r.path.endsWith('/responses')),
    events: () =>
      sent.filter((r) => r.path.endsWith('/events')).map((r) => (r.body as { type: string }).type),
  };
}
