/**
 * Scheduled work runs once per schedule whatever the number of instances. Three apps (buildApp x3)
 * on one database: on PostgreSQL each with its own pool, as three processes have; on PGlite,
 * which one process owns, sharing its one connection, their statements interleaved.
 */
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { scheduledJobs } from '../db/schema';
import {
  createReopenableTestDatabase,
  type ReopenableTestDatabase,
} from '../test-support/reopenable-test-database';
import { registerScheduler } from './scheduler';

const WITHIN = { timeout: 15_000, interval: 20 };
const HOUR = 60 * 60 * 1000;

let store: ReopenableTestDatabase;
const databases: Database[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  store = await createReopenableTestDatabase();
  const first = await store.open();
  databases.push(first);
  for (let i = 1; i < 3; i++)
    databases.push(store.driver === 'postgres' ? await store.open() : first);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
  for (const database of databases) {
    const app = await buildApp(config, {
      database,
      mailWorker: false,
      webhookWorker: false,
      runScheduledJobs: false,
    });
    await app.ready();
    apps.push(app);
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of new Set(databases)) await database.close();
  await store?.drop();
});

const db = () => databases[0]!.db;

async function row(name: string) {
  const [found] = await db().select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!found) throw new Error(`no scheduled_jobs row ${name}`);
  return found;
}

/** As if the job's interval had passed: its next run is due now. */
async function makeDue(name: string) {
  await db()
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));
}

/** A promise the test settles when it wants, to hold a job in the middle of its run. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the scheduler with three instances on one database', () => {
  it('runs a due job exactly once per schedule, while the others poll at the same moment', async () => {
    const runs: string[] = [];
    let hold = gate();
    apps.forEach((app, i) =>
      app.scheduler.register({
        name: 'count-once',
        everyMs: HOUR,
        run: async () => {
          runs.push(`app${i}`);
          await hold.opened;
        },
      }),
    );

    for (let round = 1; round <= 3; round++) {
      if (round > 1) {
        hold = gate();
        await makeDue('count-once');
      }
      const settled: string[][] = [];
      const polls = apps.map((app) => app.scheduler.runDue().then((ran) => settled.push(ran)));
      // One instance holds the job in its run; the other two have polled and found it taken.
      await expect.poll(() => runs.length, WITHIN).toBe(round);
      await expect.poll(() => settled.length, WITHIN).toBe(2);
      expect(settled.flat().filter((n) => n === 'count-once')).toEqual([]);
      hold.open();
      await Promise.all(polls);
      expect(settled.flat().filter((n) => n === 'count-once')).toEqual(['count-once']);
      expect(runs).toHaveLength(round);

      // Not due again until its interval has passed: another poll everywhere runs nothing.
      const again = await Promise.all(apps.map((app) => app.scheduler.runDue()));
      expect(again.flat()).not.toContain('count-once');
      const done = await row('count-once');
      expect(done.lockedBy).toBeNull();
      expect(done.lockedUntil).toBeNull();
      expect(done.lastError).toBeNull();
      // Counted from the run's start, so the slot does not drift by the run's own length.
      expect(done.nextRunAt.getTime() - done.lastStartedAt!.getTime()).toBe(HOUR);
      expect(done.lastFinishedAt!.getTime()).toBeGreaterThanOrEqual(done.lastStartedAt!.getTime());
    }
    expect(runs).toHaveLength(3);
  });

  it('ran the app’s own expire-drafts job once across the three', async () => {
    // Registered by buildApp on every instance and due at once on a new database.
    const expire = await row('expire-drafts');
    expect(expire.lastFinishedAt).not.toBeNull();
    expect(expire.lastError).toBeNull();
    expect(expire.nextRunAt.getTime() - expire.lastStartedAt!.getTime()).toBe(HOUR);
  });

  it('leaves a live claim alone and takes over a dead one', async () => {
    const runs: string[] = [];
    apps.forEach((app, i) =>
      app.scheduler.register({
        name: 'take-over',
        everyMs: HOUR,
        run: async () => {
          runs.push(`app${i}`);
        },
      }),
    );
    await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(runs).toHaveLength(1);

    // Due, but held by a live instance elsewhere: nobody runs it.
    await db()
      .update(scheduledJobs)
      .set({
        nextRunAt: sql`now() - interval '1 minute'`,
        lockedBy: 'elsewhere:1:alive',
        lockedUntil: sql`now() + interval '1 minute'`,
      })
      .where(eq(scheduledJobs.name, 'take-over'));
    const live = await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(live.flat()).not.toContain('take-over');
    expect(runs).toHaveLength(1);
    expect((await row('take-over')).lockedBy).toBe('elsewhere:1:alive');

    // Its instance died mid-run: the lease lapsed. One of the three takes it over, once.
    await db()
      .update(scheduledJobs)
      .set({ lockedBy: 'elsewhere:2:dead', lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'take-over'));
    const after = await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(after.flat().filter((n) => n === 'take-over')).toEqual(['take-over']);
    expect(runs).toHaveLength(2);
    const taken = await row('take-over');
    expect(taken.lockedBy).toBeNull();
    expect(taken.lastError).toBeNull();
    expect(taken.nextRunAt.getTime()).toBeGreaterThan(Date.now() + HOUR / 2);
  });

  it('records a failing run’s error and runs the job again at its next slot', async () => {
    let fail = true;
    let runs = 0;
    apps.forEach((app) =>
      app.scheduler.register({
        name: 'flaky',
        everyMs: HOUR,
        run: async () => {
          runs += 1;
          if (fail) throw new Error('the mail server said no');
        },
      }),
    );
    const first = await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(first.flat().filter((n) => n === 'flaky')).toHaveLength(1);
    expect(runs).toBe(1);
    const failed = await row('flaky');
    expect(failed.lastError).toBe('the mail server said no');
    expect(failed.lockedBy).toBeNull();
    // Not retried at once by the others: it waits for its next slot like a success would.
    expect(failed.nextRunAt.getTime() - failed.lastStartedAt!.getTime()).toBe(HOUR);
    await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(runs).toBe(1);

    fail = false;
    await makeDue('flaky');
    await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(runs).toBe(2);
    expect((await row('flaky')).lastError).toBeNull();
  });

  it('keeps a long run’s claim alive past its lease, so nobody takes it over', async () => {
    // A scheduler of its own with a short lease, on the same database as the three apps.
    const side = Fastify({ logger: false });
    side.decorate('database', databases[0]!);
    const scheduler = registerScheduler(side, { autoStart: false, leaseMs: 300 });
    await side.ready();
    const hold = gate();
    let runs = 0;
    const job = {
      name: 'long-run',
      everyMs: HOUR,
      run: async () => {
        runs += 1;
        await hold.opened;
      },
    };
    scheduler.register(job);
    for (const app of apps) app.scheduler.register(job);
    const running = scheduler.runDue();
    await expect.poll(() => runs, WITHIN).toBe(1);
    const first = (await row('long-run')).lockedUntil!.getTime();
    // Renewed (a third of the lease at a time) while the run goes on...
    await expect
      .poll(async () => (await row('long-run')).lockedUntil!.getTime(), WITHIN)
      .toBeGreaterThan(first + 300);
    // ...so, well after the first lease would have lapsed, the others still leave it alone.
    const others = await Promise.all(apps.map((app) => app.scheduler.runDue()));
    expect(others.flat()).not.toContain('long-run');
    expect(runs).toBe(1);
    hold.open();
    expect(await running).toContain('long-run');
    expect((await row('long-run')).lockedBy).toBeNull();
    await side.close();
  });
});

describe('the scheduler on its own timer', () => {
  it('polls at start and then on its interval, and stops with the app', async () => {
    const side = Fastify({ logger: false });
    side.decorate('database', databases[0]!);
    const scheduler = registerScheduler(side, {
      autoStart: true,
      pollMs: { min: 10, max: 30 },
    });
    let runs = 0;
    scheduler.register({
      name: 'on-timer',
      everyMs: 50,
      run: async () => {
        runs += 1;
      },
    });
    await side.ready();
    // Two runs: the one at start and at least one slot later, with nobody calling runDue.
    await expect.poll(() => runs, WITHIN).toBeGreaterThanOrEqual(2);
    await side.close();
    const stopped = await row('on-timer');
    expect(stopped.lockedBy).toBeNull();
    expect(stopped.lastFinishedAt).not.toBeNull();
  });
});
