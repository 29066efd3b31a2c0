/**
 * SIGTERM under load (a deploy, a scale-down): submissions already being handled complete and are
 * stored, new ones get 503 with Retry-After while they finish, and the process exits by itself
 * within its 10 s budget. Runs on the driver of the run: PGlite, or PostgreSQL.
 */
import http from 'node:http';
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acknowledged,
  Client,
  createStore,
  killAllServers,
  listedIds,
  publishForm,
  startLoad,
  startServer,
  type Store,
  waitFor,
  waitForReady,
} from './test-support/fault-server';

const stores: Store[] = [];
afterAll(async () => {
  killAllServers();
  for (const store of stores) await store.dispose();
});

const SLOW_REQUEST_ID = 'slow-submission-0001';

/** A submission whose body arrives in two parts, so the test decides when it is complete. */
function slowSubmission(baseUrl: string, formId: string) {
  const body = JSON.stringify({ draftId: crypto.randomUUID(), answers: { name: 'Slow' } });
  const url = new URL(`/api/public/forms/${formId}/responses`, baseUrl);
  const req = http.request(url, {
    method: 'POST',
    headers: {
      origin: url.origin,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      // Its log lines are found by this id.
      'x-request-id': SLOW_REQUEST_ID,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, 10));
  return { response, finish: () => req.end(body.slice(10)) };
}

describe('a server stopped with SIGTERM under load', () => {
  it(
    'completes in-flight submissions, refuses new ones with 503 and exits within 10 s',
    { timeout: 240_000 },
    async () => {
      const store = await createStore();
      stores.push(store);
      const server = startServer(store.env);
      const url = await server.listening;
      await waitForReady(url);
      const owner = new Client(url);
      const formId = await publishForm(owner);

      // Bounded: 6 clients, at most 100 submissions each.
      const load = startLoad(url, formId, {
        clients: 6,
        maxEach: 100,
        stopOnConnectionError: true,
      });
      await waitFor('30 acknowledged', () => acknowledged(load.outcomes).length >= 30, 60_000);
      // One submission is in flight for as long as the test wants: its body is half sent.
      const slow = slowSubmission(url, formId);
      await waitFor(
        'the slow submission reached the server',
        () => server.output().includes(`"reqId":"${SLOW_REQUEST_ID}"`),
        30_000,
      );

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await waitFor('the drain to start', () => server.output().includes('shutting down'), 30_000);
      // Still listening while the slow one is open: a new request is told to come back later.
      const latecomer = new Client(url);
      const late = await latecomer.request('POST', `/api/public/forms/${formId}/responses`, {
        draftId: crypto.randomUUID(),
        answers: { name: 'Late' },
      });
      latecomer.close();
      expect(late.status).toBe(503);
      expect(late.headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(late.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      slow.finish();
      const done = await slow.response;
      expect(done.status).toBe(201);
      const slowId = (JSON.parse(done.body) as { responseId: number }).responseId;

      // 0, not the forced exit's 1: it finished the drain by itself within the 10 s budget.
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      load.stop();
      await load.done;
      // Every answer was a 201, a 503 with Retry-After, or a refused connection once it stopped.
      const unexpected = load.outcomes.filter(
        (o) =>
          o.status !== 201 &&
          o.status !== null &&
          !(o.status === 503 && o.retryAfter && o.code === 'SERVICE_UNAVAILABLE'),
      );
      expect(unexpected).toEqual([]);

      const stored = await store.storedIds(formId);
      const acked = [...acknowledged(load.outcomes), slowId];
      expect(acked.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(load.outcomes.length + 1);

      // The owner's listing, from the restarted server, shows exactly what was stored.
      const again = startServer(store.env);
      const againUrl = await again.listening;
      await waitForReady(againUrl);
      // The guest owner's session cookie outlives the restart: sessions are in the database.
      owner.baseUrl = againUrl;
      const listed = await listedIds(owner, formId);
      owner.close();
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
      expect([...listed].sort((a, b) => a - b)).toEqual([...stored].sort((a, b) => a - b));
    },
  );

  it(
    'exits 0 within 10 s with many idle keep-alive connections and a request that never completes',
    { timeout: 240_000 },
    async () => {
      const store = await createStore();
      stores.push(store);
      const server = startServer(store.env);
      const url = await server.listening;
      await waitForReady(url);
      const owner = new Client(url);
      const formId = await publishForm(owner);
      owner.close();

      // 200 respondents who loaded the page and went quiet: their keep-alive connections are idle.
      const idle = Array.from({ length: 200 }, () => new Client(url));
      const pages = await Promise.all(idle.map((c) => c.request('GET', `/forms/${formId}`)));
      expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
      // One client sends half a submission and never the rest: the drain cannot wait for it.
      const stalled = slowSubmission(url, formId);
      const stalledOutcome = stalled.response.then(
        (r) => r.status,
        (err: Error) => err.message,
      );
      await waitFor(
        'the stalled submission reached the server',
        () => server.output().includes(`"reqId":"${SLOW_REQUEST_ID}"`),
        30_000,
      );

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await waitFor('the drain to start', () => server.output().includes('shutting down'), 30_000);
      // Idle connections used now are told to come back, and closed after that answer.
      const late = await Promise.all(
        idle.slice(0, 20).map((c) =>
          c.request('POST', `/api/public/forms/${formId}/responses`, {
            draftId: crypto.randomUUID(),
            answers: { name: 'Late' },
          }),
        ),
      );
      for (const res of late) {
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toMatch(/^\d+$/);
        expect(res.headers.connection).toBe('close');
      }

      // 0, not the forced exit's 1: neither the idle connections nor the stalled one held it.
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      for (const c of idle) c.close();
      // The stalled request never sent its body; it is cut off, not answered.
      expect(await stalledOutcome).not.toBe(201);
      expect(await store.storedIds(formId)).toEqual(new Set());
    },
  );
});
