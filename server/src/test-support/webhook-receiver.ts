/**
 * A real HTTP receiver for webhook tests, on loopback (IPv4 and, when it can, IPv6 on the same
 * port). It verifies each request's Standard Webhooks signature with the `standardwebhooks`
 * package, as a receiver in the wild would, and answers as the test scripts it: a status per
 * request (fail three times, then succeed), a redirect, or never (a hanging receiver).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The parsed JSON body. */
  json: unknown;
  /** Whether the signature checked out with the secret set at the time (null: no secret set). */
  verified: boolean | null;
  /** The library's complaint when it did not. */
  verifyError: string | null;
  /** What it was answered: a status, or 'hang'. */
  answered: number | 'hang';
}

/** What to answer a request: a status and body, a redirect, or nothing at all (hang). */
export type Answer = { status: number; body?: string; location?: string } | 'hang';

export interface WebhookReceiver {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Set the secret signatures are checked with. */
  setSecret(secret: string): void;
  /** The answers for the next requests, in order; after them, `fallback`. */
  script(answers: Answer[], fallback?: Answer): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  options: { host?: string; ipv6?: boolean } = {},
): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let secret: string | null = null;
  let queue: Answer[] = [];
  let fallback: Answer = { status: 200, body: 'ok' };
  const hanging = new Set<http.ServerResponse>();

  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let verified: boolean | null = null;
      let verifyError: string | null = null;
      if (secret !== null) {
        try {
          new Webhook(secret).verify(body, req.headers as Record<string, string>);
          verified = true;
        } catch (err) {
          verified = false;
          verifyError = err instanceof Error ? err.message : String(err);
        }
      }
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const answer = queue.shift() ?? fallback;
      received.push({
        headers: req.headers,
        body,
        json,
        verified,
        verifyError,
        answered: answer === 'hang' ? 'hang' : answer.status,
      });
      for (const w of waiters.filter((w) => received.length >= w.count)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      res.end(answer.body ?? '');
    });
  };

  const v4 = http.createServer(handler);
  await new Promise<void>((resolve) => v4.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = v4.address() as AddressInfo;
  const servers = [v4];
  if (options.ipv6 !== false) {
    const v6 = http.createServer(handler);
    // Best effort: a machine without IPv6 loopback simply has no second listener.
    const ok = await new Promise<boolean>((resolve) => {
      v6.once('error', () => resolve(false));
      v6.listen(port, '::1', () => resolve(true));
    });
    if (ok) servers.push(v6);
  }

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    received,
    setSecret(value) {
      secret = value;
    },
    script(answers, after) {
      queue = [...answers];
      if (after) fallback = after;
    },
    waitFor(count, timeoutMs = 20_000) {
      if (received.length >= count) return Promise.resolve(received.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`receiver got ${received.length} of ${count} requests`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received.slice());
          },
        });
      });
    },
    async close() {
      for (const res of hanging) res.destroy();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      );
    },
  };
}
