/**
 * Queues webhook events for a form's subscribed endpoints. Call with the transaction that makes
 * the change, so the event exists if and only if the change committed (like enqueueMail). Each
 * call is one INSERT ... SELECT; a form without endpoints inserts nothing.
 */
import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '@core/api/webhooks';
import type { Db } from '../../db/database';
import { MESSAGE_ID_SQL, payloadSql, responseDataSql } from './webhook-payload-sql';

let enqueued = 0;

/** How many statements of this process may have queued events: the worker's nudge compares it. */
export function webhookEventsEnqueued(): number {
  return enqueued;
}

/** The response writer queues through its own statement; it calls this to wake the worker. */
export function noteWebhookEventsEnqueued(): void {
  enqueued += 1;
}

/** form.published / form.unpublished. */
export async function enqueueFormEvent(
  db: Db,
  formId: string,
  type: Extract<WebhookEvent, 'form.published' | 'form.unpublished'>,
): Promise<void> {
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
    select e.id, ${sql.raw(MESSAGE_ID_SQL)}, t.type, ${sql.raw(payloadSql('t.type', null))}
    from (select ${type}::text as type) t
    join webhook_endpoints e on e.form_id = ${formId} and e.enabled and t.type = any(e.events)
    join forms f on f.id = e.form_id
    order by e.id`);
  enqueued += 1;
}

/**
 * response.deleted, for responses about to be deleted: call before the DELETE in its transaction
 * (the payload carries the response as it was).
 */
export async function enqueueResponsesDeleted(
  db: Db,
  formId: string,
  responseIds: readonly number[],
): Promise<void> {
  if (responseIds.length === 0) return;
  const ids = sql.join(
    responseIds.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
    select e.id, ${sql.raw(MESSAGE_ID_SQL)}, 'response.deleted',
      ${sql.raw(payloadSql(`'response.deleted'`, responseDataSql('r', 'r.created_at')))}
    from responses r
    join forms f on f.id = r.form_id
    join webhook_endpoints e on e.form_id = r.form_id
      and e.enabled and 'response.deleted' = any(e.events)
    where r.form_id = ${formId} and r.id in (${ids})
    order by r.id, e.id`);
  enqueued += 1;
}
