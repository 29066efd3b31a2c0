/**
 * Scheduled background work (issue 19): clean-ups, retention, digests. A module registers a job
 * with a name and an interval; the scheduler runs it once per interval across all instances.
 *
 * Each instance polls (at start, then every 5 to 15 s, jittered so instances started together do
 * not poll in step) and claims due jobs in `scheduled_jobs` (scheduled-job-rows.ts): the row is
 * the claim, with a lease renewed while the job runs. A job whose instance died is taken over once
 * its lease lapses; a failed run keeps its error in `last_error` and runs again at its next slot.
 * The mail outbox and webhook deliveries are not scheduled jobs: they are queues drained by the
 * lease worker (lease-worker.ts).
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import {
  claimDueJob,
  type ClaimedJob,
  ensureJobRows,
  recordJobRun,
  renewLease,
} from './scheduled-job-rows';

export interface ScheduledJob {
  /** Unique and stable: it names the job's row in `scheduled_jobs`. */
  name: string;
  /** How often it runs: the next run is due this long after the last one started. */
  everyMs: number;
  /** The work; it should be safe to run again after a crash (it may be cut off mid-way). */
  run: () => Promise<void>;
}

export interface Scheduler {
  register(job: ScheduledJob): void;
  /** Runs the job at once in this process (tests, and an admin's "run now"); resolves when done. */
  runNow(name: string): Promise<void>;
  /**
   * One poll: claims and runs, one after another, each registered job that is due and not held
   * by a live lease; answers the names it ran here. The timer calls it; tests call it directly.
   */
  runDue(): Promise<string[]>;
  /** Who this instance is in `scheduled_jobs.locked_by`. */
  readonly instanceId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export interface SchedulerOptions {
  /** False in tests: jobs run only through `runNow` or `runDue`. */
  autoStart: boolean;
  /** The wait between polls is drawn from [min, max] each time. Default 5 to 15 s. */
  pollMs?: { min: number; max: number };
  /**
   * How long a claim keeps other instances off a job without being renewed (it is renewed every
   * third of it while the job runs), so also how soon a dead instance's job is taken over.
   */
  leaseMs?: number;
  /** How long app.close() waits for a job in flight before letting go (its lease then lapses). */
  stopTimeoutMs?: number;
  instanceId?: string;
}

export const SCHEDULER_DEFAULTS = {
  pollMs: { min: 5_000, max: 15_000 },
  leaseMs: 2 * 60_000,
  stopTimeoutMs: 5_000,
};

export function registerScheduler(app: FastifyInstance, options: SchedulerOptions): Scheduler {
  const pollMs = options.pollMs ?? SCHEDULER_DEFAULTS.pollMs;
  const leaseMs = options.leaseMs ?? SCHEDULER_DEFAULTS.leaseMs;
  const stopTimeoutMs = options.stopTimeoutMs ?? SCHEDULER_DEFAULTS.stopTimeoutMs;
  // Readable in the table (host and pid), unique even for two apps in one process (tests).
  const instanceId =
    options.instanceId ??
    `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const log = app.log.child({ module: 'scheduler' });
  const jobs = new Map<string, ScheduledJob>();
  let unsavedRows: string[] = [];
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  // One poll at a time in this process (the timer's and a test's would otherwise interleave).
  let polling: Promise<string[]> = Promise.resolve([]);

  async function runClaimed(job: ScheduledJob, claim: ClaimedJob): Promise<void> {
    const db = app.database.db;
    // Renewed while it runs: a long run keeps its claim, a dead instance's lapses within a lease.
    const heartbeat = setInterval(() => {
      renewLease(db, job.name, instanceId, leaseMs).then(
        (ours) => {
          if (!ours) log.warn({ job: job.name }, 'scheduled job: lost its claim while running');
        },
        (err: unknown) => log.warn({ err, job: job.name }, 'scheduled job: could not renew lease'),
      );
    }, leaseMs / 3);
    heartbeat.unref();
    const at = performance.now();
    let error: string | null = null;
    try {
      await job.run();
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      clearInterval(heartbeat);
    }
    await recordJobRun(db, claim, instanceId, job.everyMs, error);
    if (!error)
      log.info({ job: job.name, ms: Math.round(performance.now() - at) }, 'scheduled job done');
  }

  async function poll(): Promise<string[]> {
    const db = app.database.db;
    if (unsavedRows.length > 0) {
      const names = unsavedRows;
      await ensureJobRows(db, names);
      unsavedRows = unsavedRows.filter((n) => !names.includes(n));
    }
    const ran: string[] = [];
    // Each job at most once per poll, even one whose interval is shorter than its run.
    let candidates = [...jobs.keys()];
    while (!stopping && candidates.length > 0) {
      const claim = await claimDueJob(db, candidates, instanceId, leaseMs);
      if (!claim) break;
      const job = jobs.get(claim.name)!;
      candidates = candidates.filter((n) => n !== claim.name);
      await runClaimed(job, claim);
      ran.push(job.name);
    }
    return ran;
  }

  const runDue = (): Promise<string[]> => {
    const next = polling.catch(() => []).then(poll);
    polling = next;
    return next;
  };

  const pause = () =>
    new Promise<void>((resolve) => {
      if (stopping) return resolve();
      const timer = setTimeout(done, pollMs.min + Math.random() * (pollMs.max - pollMs.min));
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function run(): Promise<void> {
    while (!stopping) {
      try {
        await runDue();
      } catch (err) {
        // The database away (restart, failover): the next poll tries again.
        if (!stopping) log.warn({ err }, 'scheduler: could not claim or record; will retry');
      }
      await pause();
    }
  }

  const scheduler: Scheduler = {
    instanceId,
    register(job) {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} registered twice`);
      jobs.set(job.name, job);
      unsavedRows.push(job.name);
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no scheduled job named ${name}`);
      await job.run();
    },
    runDue,
  };
  app.decorate('scheduler', scheduler);
  if (options.autoStart) {
    app.addHook('onReady', async () => {
      log.info({ instanceId, jobs: [...jobs.keys()] }, 'scheduler started');
      loop = run();
    });
  }
  app.addHook('onClose', async () => {
    stopping = true;
    wake?.();
    if (!loop) return;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      loop.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), stopTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    // Its lease lapses and another instance (or the next start) runs it again.
    if (timedOut) log.warn('scheduler: a job was still running at shutdown');
  });
  return scheduler;
}
