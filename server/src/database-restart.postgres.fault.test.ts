/**
 * PostgreSQL restarted under the server during submissions (an upgrade, a failover, a crash):
 * requests meanwhile get 503 with Retry-After, never a 500 and never a 201 for a row that is not
 * stored; the pool reconnects by itself, with no server restart; and every error is logged with
 * its request id. PostgreSQL only (the `fault` project includes this file in the run on it).
 *
 * The restart is a stop and a start of the cluster, with requests observed in between, so the
 * outage is seen deterministically rather than hoped for in a quick restart.
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acknowledged,
  adminQuery,
  Client,
  createStore,
  killAllServers,
  listedIds,
  localCluster,
  publishForm,
  type ServerProcess,
  startLoad,
  startServer,
  type Store,
  waitFor,
  waitForReady,
} from './test-support/fault-server';

const cluster = localCluster();
const stores: Store[] = [];
afterAll(async () => {
  killAllServers();
  // Whatever happened above, the cluster is left running for everything after this file.
  await cluster.start();
  for (const store of stores) await store.dispose();
});

async function ready(): Promise<{ store: Store; server: ServerProcess; url: string }> {
  const store = await createStore();
  stores.push(store);
  const server = startServer(store.env);
  const url = await server.listening;
  await waitForReady(url);
  return { store, server, url };
}

/** The server's JSON log line for one request at one level. */
const logLineOf = (server: ServerProcess, requestId: string, level: number) =>
  server.logLines().find((line) => line.reqId === requestId && line.level === level);

describe('PostgreSQL restarted during submissions', () => {
  it(
    'answers 503 with Retry-After meanwhile, loses no acknowledged row, and recovers by itself',
    { timeout: 240_000 },
    async () => {
      const { store, server, url } = await ready();
      const owner = new Client(url);
      const formId = await publishForm(owner);

      // Bounded: 6 clients, at most 600 submissions each, whatever the cluster does; enough that
      // they are still sending when the stop, with its shutdown checkpoint, is over.
      const load = startLoad(url, formId, { clients: 6, maxEach: 600 });
      try {
        await waitFor('30 acknowledged', () => acknowledged(load.outcomes).length >= 30, 60_000);
        cluster.stop();
        await waitFor(
          'a submission answered 503 during the outage',
          () => load.outcomes.some((o) => o.status === 503),
          60_000,
        );
        const probe = new Client(url);
        const readiness = await probe.request('GET', '/api/health/ready');
        expect(readiness.status).toBe(503);
        expect(readiness.headers['retry-after']).toMatch(/^\d+$/);
        expect(JSON.parse(readiness.body)).toMatchObject({
          status: 'unavailable',
          database: 'down',
        });
        // Liveness: the process is fine; restarting it would not bring the database back.
        expect((await probe.request('GET', '/api/health')).status).toBe(200);
        probe.close();
      } finally {
        await cluster.start();
      }
      load.stop();
      await load.done;

      // The pool replaces its dead connections on use: no server restart.
      await waitForReady(url, 60_000);
      const again = startLoad(url, formId, { clients: 3, maxEach: 10 });
      await again.done;
      expect(again.outcomes.map((o) => o.status)).toEqual(Array(30).fill(201));
      expect(server.child.exitCode).toBeNull();

      const unexpected = load.outcomes.filter(
        (o) =>
          o.status !== 201 &&
          !(
            o.status === 503 &&
            /^\d+$/.test(o.retryAfter ?? '') &&
            o.code === 'SERVICE_UNAVAILABLE'
          ),
      );
      expect(unexpected).toEqual([]);

      const listed = await listedIds(owner, formId);
      owner.close();
      const stored = await store.storedIds(formId);
      for (const acked of [acknowledged(load.outcomes), acknowledged(again.outcomes)])
        expect(acked.filter((id) => !stored.has(id))).toEqual([]);
      expect([...listed].sort((a, b) => a - b)).toEqual([...stored].sort((a, b) => a - b));
      expect(stored.size).toBeLessThanOrEqual(load.outcomes.length + again.outcomes.length);

      // Every 503 was logged as an error with its own request id.
      const unavailable = load.outcomes.filter((o) => o.status === 503);
      for (const o of unavailable)
        expect(logLineOf(server, o.requestId!, 50), o.requestId).toMatchObject({
          msg: 'database unavailable',
        });

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
  );

  it('logs a failure inside a batched submission with its request id', async () => {
    const { store, server, url } = await ready();
    const owner = new Client(url);
    const formId = await publishForm(owner);
    // One answer makes the insert fail inside the database, whatever batch it lands in.
    await adminQuery(
      store.env.DATABASE_URL!,
      `create function fault_injection() returns trigger language plpgsql as $$
       begin
         if new.answers ->> 'name' = 'boom' then raise exception 'injected fault'; end if;
         return new;
       end $$;
       create trigger fault_injection before insert on responses
         for each row execute function fault_injection();`,
    );
    const clients = Array.from({ length: 8 }, () => new Client(url));
    const results = await Promise.all(
      clients.map((client, i) =>
        client.request('POST', `/api/public/forms/${formId}/responses`, {
          draftId: crypto.randomUUID(),
          answers: { name: i === 3 ? 'boom' : `ok ${i}` },
        }),
      ),
    );
    for (const client of clients) client.close();
    owner.close();
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 500, 201, 201, 201, 201]);
    const failed = results[3]!;
    expect(JSON.parse(failed.body)).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL_ERROR',
    });
    const requestId = failed.headers['x-request-id'] as string;
    await waitFor(
      'the failure to be logged',
      () => Boolean(logLineOf(server, requestId, 50)),
      10_000,
    );
    const line = logLineOf(server, requestId, 50)!;
    expect(line.msg).toBe('request failed');
    expect(JSON.stringify(line.err)).toContain('injected fault');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
