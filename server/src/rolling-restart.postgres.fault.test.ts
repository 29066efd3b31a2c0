/**
 * A rolling restart no one notices (issues 19 and 26): two real server processes on one
 * PostgreSQL database, respondents submitting to both in turn, as behind a load balancer. One is
 * stopped with SIGTERM and started again on its port, then the other. Each respondent retries by
 * itself only what a load balancer or a browser retries (retryReason), and then on the other
 * instance, leaving the one that said so alone for its Retry-After. Nothing else may fail, and
 * every acknowledged response is listed once. PostgreSQL only: several instances need a shared
 * database.
 */
import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  Client,
  createStore,
  type RequestError,
  killAllServers,
  listedIds,
  publishForm,
  type ServerProcess,
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

/** A free port on loopback, so a restarted instance comes back where its balancer expects it. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Why a client or proxy may send a failed request again, on another upstream, without asking
 * anyone; null when it may not (the failure counts). ADR 027.
 * - `refused`, `reset-connecting`: the connection was refused, or reset before it was
 *   established (the kernel completed it as the port closed): nothing was sent. nginx's
 *   `proxy_next_upstream error` passes any request on in both cases.
 * - `reset-reused`: sent on a keep-alive connection that had carried a request before, which
 *   the server closed as it went out, and nothing of the answer came back: the race HTTP/1.1
 *   leaves to clients (RFC 9112 section 9.3.1). Sent again only because the request is
 *   idempotent: a submission is, by its draft id (the server stores a draft once).
 * A reset of a fresh connection after the request was sent is not retried: that would be the
 * server dropping a request it had accepted.
 */
function retryReason(err: RequestError): string | null {
  if (err.code === 'ECONNREFUSED') return 'refused';
  if (err.code === 'ECONNRESET' && err.syscall === 'connect') return 'reset-connecting';
  if (err.code === 'ECONNRESET' && err.reusedSocket && !err.responseStarted) return 'reset-reused';
  return null;
}

interface Ack {
  draftId: string;
  responseId: number;
}

/**
 * `clients` respondents, each submitting one response after another to the upstreams in turn.
 * A submission is retried (same draft id: the server stores a draft once) on the next upstream
 * after a refused connection or a 503 with Retry-After; the upstream that said so is skipped for
 * its Retry-After. Anything else is a failure.
 */
function startBalancedLoad(upstreams: string[], formId: string, clients: number) {
  const acks: Ack[] = [];
  const failures: string[] = [];
  /** Retries by reason: `unavailable` (503 with Retry-After) and those of retryReason. */
  const retries = new Map<string, number>();
  const retry = (reason: string) => retries.set(reason, (retries.get(reason) ?? 0) + 1);
  let stopped = false;
  const one = async (n: number) => {
    const agents = new Map(upstreams.map((u) => [u, new Client(u)]));
    const skipUntil = new Map<string, number>();
    let turn = n;
    try {
      while (!stopped) {
        const draftId = crypto.randomUUID();
        let done = false;
        while (!done && !stopped) {
          const now = Date.now();
          const open = upstreams.filter((u) => (skipUntil.get(u) ?? 0) <= now);
          if (open.length === 0) {
            // Every instance said "later": wait as told (Retry-After), as a browser would.
            const until = Math.min(...upstreams.map((u) => skipUntil.get(u) ?? now));
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - now)));
            continue;
          }
          const upstream = open[turn++ % open.length]!;
          try {
            const res = await agents
              .get(upstream)!
              .request('POST', `/api/public/forms/${formId}/responses`, {
                draftId,
                answers: { name: `R ${draftId.slice(0, 8)}` },
              });
            const retryAfter = Number(res.headers['retry-after']);
            if (res.status === 201) {
              const body = JSON.parse(res.body) as { responseId: number };
              acks.push({ draftId, responseId: body.responseId });
              done = true;
            } else if (res.status === 503 && retryAfter > 0) {
              retry('unavailable');
              skipUntil.set(upstream, Date.now() + retryAfter * 1000);
            } else {
              failures.push(`${upstream}: ${res.status} ${res.body}`);
              done = true;
            }
          } catch (err) {
            const reason = retryReason(err as RequestError);
            if (reason) {
              retry(reason);
              skipUntil.set(upstream, Date.now() + 1_000);
            } else {
              const { code, syscall, reusedSocket } = err as RequestError;
              const how = JSON.stringify({ code, syscall, reusedSocket });
              failures.push(`${upstream}: ${how} ${(err as Error).message}`);
              done = true;
            }
          }
        }
      }
    } finally {
      for (const agent of agents.values()) agent.close();
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, n) => one(n))).then(() => {});
  return {
    acks,
    failures,
    retries,
    done,
    stop: () => {
      stopped = true;
    },
  };
}

/** Ready, or the reason it is not (its output) if it exits first. */
async function ready(server: ServerProcess, url: string): Promise<void> {
  const exited = server.exited.then((code) => {
    throw new Error(`server exited with ${code} before it was ready:\n${server.output()}`);
  });
  exited.catch(() => {});
  try {
    await Promise.race([waitForReady(url, 180_000), exited]);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${server.output().slice(-4000)}`, { cause: err });
  }
}

describe('a rolling restart of two instances under load', () => {
  it(
    'fails no request a client does not retry by itself, and lists every acknowledged response once',
    { timeout: 600_000 },
    async () => {
      const store = await createStore();
      stores.push(store);
      const ports = [await freePort(), await freePort()];
      const start = (port: number): ServerProcess =>
        startServer({ ...store.env, PORT: String(port), LOG_LEVEL: 'info' });
      const urls = ports.map((p) => `http://127.0.0.1:${p}`);
      const servers = ports.map(start);
      for (const [i, url] of urls.entries()) await ready(servers[i]!, url);

      const owner = new Client(urls[0]!);
      const formId = await publishForm(owner);
      const load = startBalancedLoad(urls, formId, 6);
      const acked = (n: number) => () => load.acks.length >= n;
      await waitFor('40 acknowledged', acked(40), 120_000);

      // Each in turn: SIGTERM, exit 0 within its grace period, start again on its port, ready.
      for (const i of [0, 1]) {
        const before = load.acks.length;
        const signalledAt = Date.now();
        servers[i]!.child.kill('SIGTERM');
        expect(await servers[i]!.exited).toBe(0);
        expect(Date.now() - signalledAt).toBeLessThan(10_000);
        // What its shutdown did with its connections (connection-drain.ts), for the record.
        const shutDown = servers[i]!.logLines().find((line) => line.msg === 'shut down');
        console.log(`instance ${i} shut down:`, JSON.stringify(shutDown));
        // The other instance carries the load meanwhile.
        await waitFor('the other instance to acknowledge more', acked(before + 20), 120_000);
        servers[i] = start(ports[i]!);
        await ready(servers[i]!, urls[i]!);
        const after = load.acks.length;
        await waitFor('more acknowledged with both up again', acked(after + 20), 120_000);
      }

      load.stop();
      await load.done;
      expect(load.failures).toEqual([]);
      // The restarts were seen: clients were told to come back later.
      expect(load.retries.get('unavailable') ?? 0).toBeGreaterThan(0);
      console.log('retries during the rolling restart:', Object.fromEntries(load.retries));

      const ids = load.acks.map((a) => a.responseId);
      // Once each: no draft stored twice, though some were sent to both instances.
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(load.acks.map((a) => a.draftId)).size).toBe(load.acks.length);
      const stored = await store.storedIds(formId);
      expect(ids.filter((id) => !stored.has(id))).toEqual([]);
      owner.baseUrl = urls[1]!;
      const listed = await listedIds(owner, formId);
      owner.close();
      expect([...listed].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

      for (const server of servers) server.child.kill('SIGTERM');
      for (const server of servers) expect(await server.exited).toBe(0);
    },
  );
});
