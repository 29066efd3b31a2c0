/**
 * The one background-work engine (ADR 019) behind the mail outbox and the webhook deliveries: a
 * loop in each server process that claims due rows with a lease, works on them outside any
 * transaction, and lets the caller write each outcome back. The lease (and `FOR UPDATE SKIP
 * LOCKED` in each caller's claim) is what keeps several instances off one row; this module only
 * owns the loop: when to claim, how to wait, how to stop.
 *
 * It polls every `pollMs`; nudge() wakes it at once (after a request that queued work), and a
 * nudge while busy is remembered, so work queued meanwhile does not wait a whole poll. A full
 * batch is followed by another claim without waiting.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface LeaseWorkerOptions {
  /** How often to look for due work when not nudged. */
  pollMs: number;
  /** Rows claimed per statement; a full batch means more may be due. */
  batchSize: number;
  /** How long stop() waits for work in flight before letting go (its lease then lapses). */
  stopTimeoutMs: number;
}

export interface LeaseQueue<T> {
  /** Claims up to `batchSize` due rows with a lease, in one short committed statement. */
  claim(): Promise<T[]>;
  /**
   * Does one claimed row and records its outcome. A throw (the database away while recording)
   * ends the batch; the row's lease lapses and it is tried again, here or elsewhere.
   */
  work(item: T): Promise<void>;
  /** Hands back claims not worked on (stopping): lease cleared, attempt not counted. */
  release(items: T[]): Promise<void>;
  /**
   * 'one-by-one' (mail: an SMTP conversation at a time, stop checked between them) or
   * 'side-by-side' (webhooks: each row of another endpoint, so one slow receiver costs the
   * others nothing).
   */
  order: 'one-by-one' | 'side-by-side';
}

export interface LeaseWorker {
  start(): void;
  /** Look for due work now rather than at the next poll. */
  nudge(): void;
  /** Stops claiming, lets work in flight finish (bounded), hands back unworked claims. */
  stop(): Promise<void>;
}

export interface LeaseWorkerLog {
  log: FastifyBaseLogger;
  /** Logged (warn) when a claim or a record fails: the loop tries again at the next poll. */
  claimFailed: string;
  /** Logged (warn) when stop() let go of work still in flight. */
  stillInFlight: string;
  /** Logged (info) with `started` on start. */
  started: string;
  startedContext?: Record<string, unknown>;
}

export function createLeaseWorker<T>(
  queue: LeaseQueue<T>,
  options: LeaseWorkerOptions,
  logging: LeaseWorkerLog,
  onStopped: () => void = () => {},
): LeaseWorker {
  const { log } = logging;
  let stopping = false;
  let loop: Promise<void> | null = null;
  let nudged = false;
  let wake: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      if (nudged || stopping) {
        nudged = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** One claim and its work; answers whether a full batch was claimed (more may be due). */
  async function drainBatch(): Promise<boolean> {
    if (stopping) return false;
    const items = await queue.claim();
    if (queue.order === 'side-by-side') {
      if (stopping) {
        await queue.release(items);
        return false;
      }
      await Promise.all(items.map((item) => queue.work(item)));
    } else {
      for (const [i, item] of items.entries()) {
        if (stopping) {
          await queue.release(items.slice(i));
          return false;
        }
        await queue.work(item);
      }
    }
    return items.length === options.batchSize;
  }

  async function run(): Promise<void> {
    while (!stopping) {
      let more = false;
      try {
        more = await drainBatch();
      } catch (err) {
        // The database away (restart, failover): try again at the next poll.
        if (!stopping) log.warn({ err }, logging.claimFailed);
      }
      if (!more) await pause();
    }
  }

  return {
    start() {
      if (loop || stopping) return;
      log.info({ pollMs: options.pollMs, ...logging.startedContext }, logging.started);
      loop = run();
    },
    nudge() {
      if (wake) wake();
      else nudged = true;
    },
    async stop() {
      stopping = true;
      wake?.();
      if (loop) {
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          loop.then(() => false),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(true), options.stopTimeoutMs);
          }),
        ]);
        clearTimeout(timer);
        if (timedOut) log.warn(logging.stillInFlight);
      }
      onStopped();
    },
  };
}

/**
 * Runs a worker inside an app: started when the app is ready, stopped when it closes (before the
 * database is), and woken after any response whose request queued work (`queued` is a
 * process-wide counter the enqueue function bumps; the request's transaction has committed by
 * the time onResponse runs). Call on the root instance, so the hook sees every route.
 */
export function runInApp(app: FastifyInstance, worker: LeaseWorker, queued: () => number): void {
  let seen = queued();
  app.addHook('onResponse', async () => {
    const now = queued();
    if (now !== seen) {
      seen = now;
      worker.nudge();
    }
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
