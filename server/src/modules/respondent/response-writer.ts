/**
 * Stores submitted responses, several at a time when they arrive together (ADR 013).
 *
 * A submission is one statement: insert the response (idempotent by draft id), mark its draft
 * completed and link its files. Under load, most of what that costs PostgreSQL is per statement
 * and per transaction (executing, committing, flushing the WAL), not per row. So while
 * `maxInFlight` statements (one, ADR 040) are running, new submissions wait in a queue, and the next statement
 * writes everything that queued up, up to `maxBatch` rows. With nothing in flight a submission is
 * written at once, so a quiet server adds no delay.
 *
 * Nothing acknowledged is lost: each caller's promise settles only after the statement holding
 * its row has committed. If a batch fails (a form deleted meanwhile, say), its rows are written
 * one by one, so one bad row fails alone; if it failed because the database is unreachable, every
 * caller of the batch gets that error at once (each answers 503), since no row is at fault.
 *
 * The same statement queues each response's `response.completed` webhook deliveries for the
 * form's subscribed endpoints (webhooks/webhook-payload-sql.ts). For a batch holding a form
 * someone watches, it also writes the new-response mails and notifications (response-notifications/immediate-notification-sql.ts), so they commit
 * with the responses; other batches keep the shorter statement (immediate-subscribers.ts).
 */
import type { Database } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { IMMEDIATE_NOTIFICATION_CTES } from '../response-notifications/immediate-notification-sql';
import type { ImmediateSubscribers } from '../response-notifications/immediate-subscribers';
import { noteWebhookEventsEnqueued } from '../webhooks/enqueue-webhook-events';
import {
  RESPONSE_COMPLETED_WEBHOOK_CTE,
  WEBHOOK_EVENTS_QUEUED_SQL,
} from '../webhooks/webhook-payload-sql';

export interface NewResponse {
  formId: string;
  /** The validated answers, as JSON text. */
  answersJson: string;
  submittedBy: number | null;
  anonymousId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  referrer: string | null;
  draftId: string;
  /** Uploaded files the answers refer to; already checked to belong to this form and draft. */
  fileIds: readonly string[];
  /**
   * A few answers in plain text, for the new-response mail (response-notifications): called only
   * for a batch that writes notifications, which almost none does (ADR 040).
   */
  summary?: string | (() => string);
  /** The published version the answers were checked against (ADR 036). */
  formVersion?: number | null;
  /** The form language the respondent answered in (ADR 048); null for a one-language form. */
  language?: string | null;
  /** The form's default language, recorded when neither the page nor the draft said one. */
  defaultLanguage?: string | null;
}

/** The new response's id, or null when this draft had already been stored (a retry, a twin). */
export type WriteResult = number | null;

export interface ResponseWriter {
  write(response: NewResponse): Promise<WriteResult>;
  /** Resolves when nothing is queued or being written (shutdown waits for it before closing). */
  drain(): Promise<void>;
}

/**
 * One statement for a batch of rows given as parallel arrays. `on conflict do nothing` makes a
 * draft stored before a no-op; only rows actually inserted come back, and only they complete
 * their drafts and claim their files.
 */
const batchStatement = (notify: boolean) => `
  with input as (
    select * from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $${versionParam(notify)}::int[], $${versionParam(notify) + 1}::text[], $${versionParam(notify) + 2}::text[]${notify ? ', $11::text[]' : ''})
      as t(form_id, answers, submitted_by, anonymous_id, ip_address, user_agent, referrer, draft_id, form_version, language, default_language${notify ? ', summary' : ''})
  ), ins as (
    insert into responses (form_id, answers, completed, submitted_by, anonymous_id, ip_address, user_agent, referrer, draft_id, form_version, language)
    select form_id, answers::jsonb, true, submitted_by, anonymous_id, ip_address, user_agent, referrer, draft_id, form_version,
      coalesce(language, (select d.language from form_drafts d
        where d.draft_id = input.draft_id and d.form_id = input.form_id), default_language)
    from input
    on conflict (draft_id) do nothing
    returning id, draft_id, form_id, answers, form_version, language
  ), completed_drafts as (
    update form_drafts set is_completed = true, answers = ins.answers, last_updated = now()
    from ins where form_drafts.draft_id = ins.draft_id and form_drafts.form_id = ins.form_id
  ), linked_files as (
    update uploaded_files set response_id = ins.id
    from ins, unnest($9::text[], $10::text[]) as f(draft_id, file_id)
    where f.draft_id = ins.draft_id and uploaded_files.id = f.file_id
      and uploaded_files.draft_id = ins.draft_id
  )
  ${RESPONSE_COMPLETED_WEBHOOK_CTE}
  ${notify ? IMMEDIATE_NOTIFICATION_CTES : ''}
  select id, draft_id, ${WEBHOOK_EVENTS_QUEUED_SQL} from ins`;
/**
 * The form versions' column comes after every other parameter, so adding it renumbered none:
 * $11 alone, or after the notification statement's summaries ($11) and its six constants ($12-$17).
 * The languages (ADR 048) come right after the versions: the one the page sent, else the draft's,
 * else the form's default (a queued submission the service worker sends says none).
 */
function versionParam(notify: boolean): number {
  return notify ? 18 : 11;
}
const BATCH_STATEMENT = batchStatement(false);
const NOTIFYING_BATCH_STATEMENT = batchStatement(true);

interface Pending {
  response: NewResponse;
  resolve: (result: WriteResult) => void;
  reject: (err: unknown) => void;
}

export function createResponseWriter(
  database: Pick<Database, 'prepared'>,
  options: {
    maxInFlight?: number;
    maxBatch?: number;
    /** New-response notifications: who watches which form, and the statement's parameters. */
    notifications?: { subscribers: ImmediateSubscribers; params: unknown[] };
  } = {},
): ResponseWriter {
  // One (ADR 040): what arrives meanwhile shares the next statement. Most of a statement's cost
  // is per statement (the rollup trigger of ADR 014, the webhook CTE, the commit), and a second
  // statement in flight runs on the same form's rows beside the first: fewer rows share each one.
  const maxInFlight = Math.max(1, options.maxInFlight ?? 1);
  const maxBatch = Math.max(1, options.maxBatch ?? 64);
  const queue: Pending[] = [];
  let inFlight = 0;
  let drained: (() => void)[] = [];

  async function run(rows: readonly NewResponse[]): Promise<Map<string, number>> {
    const column = <T>(pick: (r: NewResponse) => T) => rows.map(pick);
    const files = rows.flatMap((r) => r.fileIds.map((fileId) => [r.draftId, fileId] as const));
    const { notifications } = options;
    const notify =
      notifications !== undefined &&
      (await notifications.subscribers.anyIn(rows.map((r) => r.formId)));
    const values = [
      column((r) => r.formId),
      column((r) => r.answersJson),
      column((r) => r.submittedBy),
      column((r) => r.anonymousId),
      column((r) => r.ipAddress),
      column((r) => r.userAgent),
      column((r) => r.referrer),
      column((r) => r.draftId),
      files.map(([draftId]) => draftId),
      files.map(([, fileId]) => fileId),
    ];
    const versions = column((r) => r.formVersion ?? null);
    const languages = column((r) => r.language ?? null);
    const defaultLanguages = column((r) => r.defaultLanguage ?? null);
    const inserted = await database.prepared<{
      id: number | string;
      draft_id: string;
      webhook_events: number;
    }>(
      notify ? 'submit-responses-notifying' : 'submit-responses',
      notify ? NOTIFYING_BATCH_STATEMENT : BATCH_STATEMENT,
      notify
        ? [
            ...values,
            column((r) => (typeof r.summary === 'function' ? r.summary() : (r.summary ?? null))),
            ...notifications.params,
            versions,
            languages,
            defaultLanguages,
          ]
        : [...values, versions, languages, defaultLanguages],
    );
    // Its response.completed webhook events (webhooks/webhook-payload-sql.ts) wake the worker.
    if (inserted.some((row) => row.webhook_events > 0)) noteWebhookEventsEnqueued();
    return new Map(inserted.map((row) => [row.draft_id, Number(row.id)]));
  }

  async function flush(batch: Pending[]): Promise<void> {
    // One row per draft in a statement: a twin (a double click landing in the same batch) waits
    // for the next statement, where it finds the first one stored and comes back as null.
    const seen = new Set<string>();
    const now: Pending[] = [];
    for (const item of batch) {
      if (seen.has(item.response.draftId)) queue.unshift(item);
      else {
        seen.add(item.response.draftId);
        now.push(item);
      }
    }
    try {
      const ids = await run(now.map((item) => item.response));
      for (const item of now) item.resolve(ids.get(item.response.draftId) ?? null);
    } catch (err) {
      // Rows alone would fail the same way, and each retry would wait on a dead server again.
      if (now.length === 1 || isDatabaseUnavailable(err)) {
        for (const item of now) item.reject(err);
        return;
      }
      // Find the row at fault: each is written alone, and only its own caller sees the error.
      await Promise.all(
        now.map(async (item) => {
          try {
            const ids = await run([item.response]);
            item.resolve(ids.get(item.response.draftId) ?? null);
          } catch (own) {
            item.reject(own);
          }
        }),
      );
    }
  }

  function pump(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight += 1;
      void flush(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
    if (inFlight === 0 && queue.length === 0) {
      const waiting = drained;
      drained = [];
      for (const resolve of waiting) resolve();
    }
  }

  return {
    write(response) {
      return new Promise<WriteResult>((resolve, reject) => {
        queue.push({ response, resolve, reject });
        pump();
      });
    },
    drain() {
      if (inFlight === 0 && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => drained.push(resolve));
    },
  };
}
