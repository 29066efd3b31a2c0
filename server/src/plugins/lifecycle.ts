/**
 * Where the app is in its life: ready, or draining (SIGTERM). While draining, every request but
 * the health probes gets 503 with Retry-After and the connection is closed after it, so a load
 * balancer routes elsewhere and a client retries, instead of seeing a refused connection; the
 * requests admitted before keep running, and main.ts waits for them (`idle`) before it stops
 * listening. (Before the app exists, listen-while-starting.ts answers the same way.)
 */
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@core/api/common';

export type LifecycleState = 'ready' | 'draining';

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * How main.ts spends SHUTDOWN_GRACE_SECONDS after a SIGTERM (10 s by default: 2, 5, 7 and 10 s).
 * Half of it for the requests admitted before the signal to finish while new ones are told to
 * come back. After a SIGTERM (a deploy, a scale-down) it answers that way for at least
 * `noticeMs` even when nothing is in flight: load balancers polling /api/health/ready and
 * clients told Retry-After move elsewhere before the port closes, so nobody's connection lands
 * on a socket that is closing. Then it stops listening and cuts any connection still unfinished
 * at 70 % (a client that never sends the rest of its body; nothing on it was acknowledged),
 * which leaves the last 30 % for the app's onClose work (the response writer's queue, the
 * workers handing back their claims) and closing the database pool before the forced exit.
 */
export function shutdownBudget(graceMs: number): {
  noticeMs: number;
  requestsMs: number;
  cutAtMs: number;
  forceAtMs: number;
} {
  return {
    noticeMs: Math.min(RETRY_AFTER_SECONDS * 1000, Math.round(graceMs * 0.2)),
    requestsMs: Math.round(graceMs * 0.5),
    cutAtMs: Math.round(graceMs * 0.7),
    forceAtMs: graceMs,
  };
}

export interface Lifecycle {
  readonly state: LifecycleState;
  /** Requests admitted while ready and not finished yet (the probes and 503s not counted). */
  readonly active: number;
  /**
   * From now on refuse new work. `portClosesInMs`: at the latest when the port closes; the 503s
   * then ask clients to come back after that (see retryAfterWhileDraining).
   */
  drain(portClosesInMs?: number): void;
  /** Resolves once no request is being handled, or after `timeoutMs`, whichever comes first. */
  idle(timeoutMs: number): Promise<void>;
  /** Counting hooks for one app; buildApp calls it. */
  track(app: FastifyInstance): void;
}

/**
 * The Retry-After of a draining instance's 503: a second past the moment its port closes at the
 * latest. Clients told to come back sooner all came back together as the port was closing, and
 * the one whose connection the kernel had completed but Node had not yet accepted was reset
 * (issue 26). Told this, they come back to a closed port (refused: retried elsewhere at once, by
 * proxies and clients alike) or to the instance started again.
 */
export function retryAfterWhileDraining(portClosesAt: number | null, now: number): number {
  if (portClosesAt === null) return RETRY_AFTER_SECONDS;
  return Math.max(RETRY_AFTER_SECONDS, Math.ceil((portClosesAt - now) / 1000) + 1);
}

export function createLifecycle(): Lifecycle {
  let state: LifecycleState = 'ready';
  let portClosesAt: number | null = null;
  let active = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (active > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };
  return {
    get state() {
      return state;
    },
    get active() {
      return active;
    },
    drain(portClosesInMs) {
      state = 'draining';
      if (portClosesInMs !== undefined) portClosesAt = performance.now() + portClosesInMs;
    },
    idle(timeoutMs) {
      if (active === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    track(app) {
      app.addHook('onRequest', (request, reply, done) => {
        if (request.url.startsWith('/api/health')) return done();
        if (state === 'ready') {
          active += 1;
          // 'close' fires whether the response was sent or the client went away first.
          reply.raw.once('close', () => {
            active -= 1;
            settle();
          });
          return done();
        }
        const retryAfter = retryAfterWhileDraining(portClosesAt, performance.now());
        void reply.status(503).header('retry-after', String(retryAfter)).send({
          message: 'The server is restarting. Try again shortly.',
          code: ERROR_CODES.unavailable,
        });
      });
      // While draining, every answer closes its connection (those of requests admitted before
      // included): the client's next request opens a new one, to an instance that is ready, and
      // no idle keep-alive connection holds the shutdown up.
      app.addHook('onSend', (_request, reply, payload, done) => {
        if (state === 'draining') reply.header('connection', 'close');
        done(null, payload);
      });
      // app.close() without a SIGTERM (tests, a fatal error) refuses new work the same way.
      app.addHook('preClose', (done) => {
        state = 'draining';
        done();
      });
    },
  };
}
