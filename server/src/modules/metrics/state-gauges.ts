/**
 * Gauges read when Prometheus scrapes (issue 33): the mail outbox's and the webhook queue's
 * backlog and their oldest item's age, accounts near their storage quota, the data directory's
 * disk, the database pool and Redis. Each database figure is one statement on a partial index
 * (only unfinished rows, or accounts past a warning, are in it), and the whole reading is kept
 * for CACHE_MS and shared by the scrapes that arrive meanwhile, so a scrape storm or several
 * Prometheus servers cost the database at most one reading per CACHE_MS per instance (ADR 034).
 */
import fs from 'node:fs';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/database';
import type { SharedState } from '../../lib/shared-state';

export const CACHE_MS = 5_000;

interface Reading {
  outbox: Row;
  webhooks: Row;
  storage: { near: number; full: number };
  disk: { free: number; size: number };
  redisUp: number;
}

/**
 * `oldest`: the age of the oldest item waiting. `overdue`: how long the most overdue one has been
 * due (0 when none is): a webhook to a customer's broken endpoint waits for hours between
 * retries by design (it is old, not overdue), while anything overdue for minutes means the workers
 * are not keeping up or not running. The alerts use the second.
 */
type Row = { pending: number; oldest: number; overdue: number };

const queueSql = (table: string, waiting: string) => `select count(*)::int as pending,
  coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest,
  greatest(coalesce(extract(epoch from now() - min(next_attempt_at)), 0), 0)::float8 as overdue
  from ${table} where ${waiting}`;
const OUTBOX_SQL = queueSql('mail_outbox', 'sent_at is null and failed_at is null');
const WEBHOOKS_SQL = queueSql('webhook_deliveries', "status = 'pending'");
const STORAGE_SQL = `select count(*) filter (where storage_alert_level >= 80)::int as near,
  count(*) filter (where storage_alert_level >= 100)::int as full
  from users where storage_alert_level > 0`;

/**
 * A figure that could not be read (the database closing, a full disk's statfs) is NaN: the scrape
 * still answers, and no alert compares NaN as past its threshold.
 */
const orElse = <T>(work: Promise<T>, fallback: T) => work.catch(() => fallback);

export interface StateGaugeDeps {
  database: Database;
  sharedState: SharedState;
  dataDir: string;
  /** How long a reading is reused (CACHE_MS by default). */
  cacheMs?: number;
  now?: () => number;
}

/** The cached reading: at most one in flight, reused for `cacheMs` after it settles. */
export function stateReader(deps: StateGaugeDeps): () => Promise<Reading> {
  const now = deps.now ?? (() => performance.now());
  const cacheMs = deps.cacheMs ?? CACHE_MS;
  let cached: { at: number; reading: Promise<Reading> } | null = null;
  const queueRow = async (name: string, text: string): Promise<Row> => {
    const [row] = await deps.database.prepared<Row>(name, text, []);
    return {
      pending: Number(row?.pending ?? 0),
      oldest: Number(row?.oldest ?? 0),
      overdue: Number(row?.overdue ?? 0),
    };
  };
  const read = async (): Promise<Reading> => {
    const none = { pending: NaN, oldest: NaN, overdue: NaN };
    const [outbox, webhooks, storage, disk, redisUp] = await Promise.all([
      orElse(queueRow('metrics_outbox', OUTBOX_SQL), none),
      orElse(queueRow('metrics_webhooks', WEBHOOKS_SQL), none),
      orElse(
        deps.database
          .prepared<{ near: number; full: number }>('metrics_storage', STORAGE_SQL, [])
          .then(([row]) => ({ near: Number(row?.near ?? 0), full: Number(row?.full ?? 0) })),
        { near: NaN, full: NaN },
      ),
      orElse(
        fs.promises
          .statfs(deps.dataDir)
          .then((s) => ({ free: s.bavail * s.bsize, size: s.blocks * s.bsize })),
        { free: NaN, size: NaN },
      ),
      deps.sharedState.kind === 'memory'
        ? Promise.resolve(NaN)
        : orElse(
            deps.sharedState.ping().then((up) => (up ? 1 : 0)),
            0,
          ),
    ]);
    return { outbox, webhooks, storage, disk, redisUp };
  };
  return () => {
    if (!cached || now() - cached.at >= cacheMs) {
      const reading = read();
      cached = { at: now(), reading };
      // Measured from when the reading settled, so a slow database is not asked again at once.
      void reading.then(() => {
        if (cached?.reading === reading) cached.at = now();
      });
    }
    return cached.reading;
  };
}

/** Name, help and where in the reading: the gauges read at scrape time. */
const READ_GAUGES: Array<[string, string, (r: Reading) => number]> = [
  [
    'formloom_mail_outbox_pending',
    'Mails waiting in the outbox (not sent, not given up)',
    (r) => r.outbox.pending,
  ],
  [
    'formloom_mail_outbox_oldest_age_seconds',
    'Age of the oldest mail waiting in the outbox (0 when none)',
    (r) => r.outbox.oldest,
  ],
  [
    'formloom_mail_outbox_overdue_seconds',
    'How long the most overdue mail has been due to be sent (0 when none)',
    (r) => r.outbox.overdue,
  ],
  [
    'formloom_webhook_deliveries_pending',
    'Webhook deliveries waiting (pending, retrying included)',
    (r) => r.webhooks.pending,
  ],
  [
    'formloom_webhook_deliveries_oldest_age_seconds',
    'Age of the oldest pending webhook delivery (0 when none)',
    (r) => r.webhooks.oldest,
  ],
  [
    'formloom_webhook_deliveries_overdue_seconds',
    'How long the most overdue webhook delivery has been due (0 when none)',
    (r) => r.webhooks.overdue,
  ],
  [
    'formloom_storage_quota_accounts_near_full',
    'Accounts using at least 80 % of their storage quota',
    (r) => r.storage.near,
  ],
  [
    'formloom_storage_quota_accounts_full',
    'Accounts using all of their storage quota',
    (r) => r.storage.full,
  ],
  [
    'formloom_data_dir_free_bytes',
    'Bytes available to the app on the filesystem of DATA_DIR',
    (r) => r.disk.free,
  ],
  [
    'formloom_data_dir_size_bytes',
    'Size of the filesystem of DATA_DIR, in bytes',
    (r) => r.disk.size,
  ],
];

type PoolFigures = ReturnType<Database['pool']>;

const POOL_GAUGES: Array<[string, string, (p: PoolFigures) => number]> = [
  ['formloom_db_pool_in_use', 'Database connections running a query', (p) => p.inUse],
  ['formloom_db_pool_waiting', 'Queries waiting for a database connection', (p) => p.waiting],
  ['formloom_db_pool_size', 'Database connections the pool may open', (p) => p.size],
];

export function registerStateGauges(registry: Registry, deps: StateGaugeDeps): void {
  const reading = stateReader(deps);
  const gauges = [...READ_GAUGES];
  if (deps.sharedState.kind !== 'memory') {
    gauges.push([
      'formloom_redis_up',
      '1 when Redis (REDIS_URL) answered the last ping, else 0',
      (r) => r.redisUp,
    ]);
  }
  for (const [name, help, pick] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await reading()));
      },
    });
  }
  // The pool's figures are counters in memory: read on every scrape, no cache needed.
  for (const [name, help, pick] of POOL_GAUGES) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(deps.database.pool()));
      },
    });
  }
}
