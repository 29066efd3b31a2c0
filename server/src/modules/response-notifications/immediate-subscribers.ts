/**
 * Which forms have someone waiting for an immediate mail, remembered by each server for a few
 * seconds. The response writer writes the notifications with the response (same statement), but
 * that part opens seven more tables and costs a third of the submission's throughput in
 * bench/submit even when nobody subscribed; almost no form has a subscriber, so the writer only
 * adds it to a batch that holds a form known to have one.
 *
 * What staleness costs: a subscription made on any instance is forgotten on every instance at once
 * (the settings route calls lib/form-cache-invalidation.ts's invalidateForm); TTL_MS only bounds
 * what a lost message (Redis down) leaves stale. A stale "yes" costs nothing but the longer
 * statement, which finds nobody and writes nothing.
 */
import type { Database } from '../../db/database';

export const SUBSCRIBERS_TTL_MS = 10_000;
/** A bound on memory: past it, the cache starts afresh (and re-reads what it needs). */
const MAX_FORMS = 10_000;

export interface ImmediateSubscribers {
  /** Whether any of these forms has an immediate subscriber (as of at most TTL_MS ago). */
  anyIn(formIds: readonly string[]): Promise<boolean>;
  /** The form's settings changed: read them again on its next submission (this process). */
  forget(formId: string): void;
}

const QUERY = `select distinct form_id from form_notification_settings
  where form_id = any($1::text[]) and mode = 'immediate'`;

const perDatabase = new WeakMap<object, ImmediateSubscribers>();

/** One cache per database (tests run several apps in one process). */
export function immediateSubscribers(database: Pick<Database, 'prepared'>): ImmediateSubscribers {
  let cache = perDatabase.get(database);
  if (!cache) {
    cache = createImmediateSubscribers(database);
    perDatabase.set(database, cache);
  }
  return cache;
}

export function createImmediateSubscribers(
  database: Pick<Database, 'prepared'>,
  now: () => number = Date.now,
): ImmediateSubscribers {
  const known = new Map<string, { watched: boolean; until: number }>();
  return {
    async anyIn(formIds) {
      const at = now();
      const unknown: string[] = [];
      for (const id of new Set(formIds)) {
        const entry = known.get(id);
        if (entry && entry.until > at) {
          if (entry.watched) return true;
        } else unknown.push(id);
      }
      if (unknown.length === 0) return false;
      const rows = await database.prepared<{ form_id: string }>('immediate-subscribers', QUERY, [
        unknown,
      ]);
      const watched = new Set(rows.map((r) => r.form_id));
      if (known.size + unknown.length > MAX_FORMS) known.clear();
      for (const id of unknown)
        known.set(id, { watched: watched.has(id), until: at + SUBSCRIBERS_TTL_MS });
      return watched.size > 0;
    },
    forget(formId) {
      known.delete(formId);
    },
  };
}
