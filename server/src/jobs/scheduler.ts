/**
 * Scheduled background work (issue 19): clean-ups, retention, digests. A module registers a job
 * with a name and an interval; the scheduler runs it once per interval across all instances (the
 * `scheduled_jobs` row is the claim).
 *
 * Interface first: `register` and `runNow` are what modules and tests use.
 */
import type { FastifyInstance } from 'fastify';

export interface ScheduledJob {
  /** Unique and stable: it names the job's row in `scheduled_jobs`. */
  name: string;
  /** How often it runs. */
  everyMs: number;
  /** The work; it should finish well inside `everyMs` and be safe to run again after a crash. */
  run: () => Promise<void>;
}

export interface Scheduler {
  register(job: ScheduledJob): void;
  /** Runs the job at once in this process (tests, and an admin's "run now"); resolves when done. */
  runNow(name: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export interface SchedulerOptions {
  /** False in tests: jobs run only through `runNow`. */
  autoStart: boolean;
}

export function registerScheduler(app: FastifyInstance, options: SchedulerOptions): Scheduler {
  const jobs = new Map<string, ScheduledJob>();
  const timers: NodeJS.Timeout[] = [];
  const scheduler: Scheduler = {
    register(job) {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} registered twice`);
      jobs.set(job.name, job);
      if (!options.autoStart) return;
      const timer = setInterval(() => {
        job.run().catch((err: unknown) => app.log.error({ err, job: job.name }, 'job failed'));
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    },
    async runNow(name) {
      const job = jobs.get(name);
      if (!job) throw new Error(`no scheduled job named ${name}`);
      await job.run();
    },
  };
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
  return scheduler;
}
