import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedEventRequestSchema } from '@core/api/public';
import { clearLocalDraft, visitorIdKey } from '../lib/local-draft';
import { fakeServer } from '../test-support/fake-server';
import { sendEvent, submitResponse } from './public-api';

const draftId = '0b7d3c6e-1f7a-4a57-9d56-0d8f4a3b2c11';
const noWait = () => Promise.resolve();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('submitResponse', () => {
  it('retries a network failure with the same draft id and body', async () => {
    const server = fakeServer({ submit: ['network-error', 'network-error'] });
    const onRetry = vi.fn();
    const outcome = await submitResponse('f1', draftId, { q: 'a' }, { wait: noWait, onRetry });
    expect(outcome).toEqual({ kind: 'accepted', responseId: 7 });
    expect(onRetry).toHaveBeenCalledTimes(2);
    const bodies = server.submissions().map((r) => r.body);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((b) => JSON.stringify(b)))).toEqual(
      new Set([JSON.stringify({ draftId, answers: { q: 'a' }, referrer: '' })]),
    );
  });

  it('stops at the first network failure when the browser says it is offline', async () => {
    const server = fakeServer({ submit: ['network-error'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const waits: number[] = [];
    const outcome = await submitResponse(
      'f1',
      draftId,
      {},
      { wait: async (ms) => void waits.push(ms) },
    );
    expect(outcome).toEqual({ kind: 'failed', message: 'offline' });
    expect(waits).toEqual([]);
    expect(server.submissions()).toHaveLength(1);
  });

  it('says which page the respondent came from: the host page when the form is embedded', async () => {
    const server = fakeServer({ submit: [] });
    Object.defineProperty(document, 'referrer', {
      value: 'https://shop.example/',
      configurable: true,
    });
    try {
      await submitResponse('f1', draftId, { q: 'a' }, { wait: noWait });
    } finally {
      Reflect.deleteProperty(document, 'referrer');
    }
    expect(server.submissions().map((r) => r.body)).toEqual([
      { draftId, answers: { q: 'a' }, referrer: 'https://shop.example/' },
    ]);
  });

  it('retries gateway errors, and gives up after the last delay', async () => {
    const server = fakeServer({ submit: [{ status: 503 }, 'network-error', 'network-error'] });
    const waits: number[] = [];
    const outcome = await submitResponse(
      'f1',
      draftId,
      {},
      { delays: [10, 20], wait: async (ms) => void waits.push(ms) },
    );
    expect(outcome).toEqual({ kind: 'failed', message: 'network' });
    expect(waits).toEqual([10, 20]);
    expect(server.submissions()).toHaveLength(3);
  });

  it('maps the server’s answers without retrying them', async () => {
    const cases = [
      [
        {
          status: 400,
          body: { message: 'Required', code: 'VALIDATION_ERROR', errors: { q: 'Required', n: 5 } },
        },
        { kind: 'invalid', message: 'Required', errors: { q: 'Required' } },
      ],
      [
        { status: 410, body: { message: 'Closed for the season', code: 'FORM_CLOSED' } },
        { kind: 'closed', message: 'Closed for the season' },
      ],
      [{ status: 429, body: { message: 'x', code: 'RATE_LIMITED' } }, { kind: 'rate-limited' }],
      [{ status: 413, body: { message: 'x', code: 'PAYLOAD_TOO_LARGE' } }, { kind: 'too-large' }],
      [
        { status: 404, body: { message: 'Form not found', code: 'NOT_FOUND' } },
        { kind: 'unavailable' },
      ],
      [
        { status: 500, body: { message: 'Boom', code: 'INTERNAL' } },
        { kind: 'failed', message: 'Boom' },
      ],
    ] as const;
    for (const [reply, expected] of cases) {
      const server = fakeServer({ submit: [reply] });
      expect(await submitResponse('f1', draftId, {}, { wait: noWait })).toEqual(expected);
      expect(server.submissions()).toHaveLength(1);
      vi.unstubAllGlobals();
    }
  });
});

describe('sendEvent', () => {
  const eventBodies = (server: ReturnType<typeof fakeServer>) =>
    server.sent
      .filter((r) => r.path.endsWith('/events'))
      .map((r) => embedEventRequestSchema.parse(r.body));

  it('names the same visitor in every event of a form, across reloads and submissions', () => {
    localStorage.clear();
    const server = fakeServer();
    sendEvent('f1', 'view');
    sendEvent('f1', 'start');
    clearLocalDraft('f1');
    // A reload reads the id back from storage.
    sendEvent('f1', 'view');
    sendEvent('f2', 'view');
    const [first, ...rest] = eventBodies(server);
    expect(first?.visitorId).toBe(localStorage.getItem(visitorIdKey('f1')));
    expect(rest.slice(0, 2).map((b) => b.visitorId)).toEqual([first?.visitorId, first?.visitorId]);
    // Another form, another id: nothing links a person across forms.
    expect(rest[2]?.visitorId).toBe(localStorage.getItem(visitorIdKey('f2')));
    expect(rest[2]?.visitorId).not.toBe(first?.visitorId);
  });

  it('keeps one visitor for the page when storage is refused', () => {
    const server = fakeServer();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    sendEvent('f-private', 'view');
    sendEvent('f-private', 'start');
    const ids = eventBodies(server).map((b) => b.visitorId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});
