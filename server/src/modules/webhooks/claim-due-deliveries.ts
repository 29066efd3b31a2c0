/**
 * Claims due webhook deliveries for one worker, in one short statement (like the mail outbox's
 * claim-due-mails.ts, ADR 019): a lease (locked_until) and the attempt counted, committed at
 * once, no transaction held while the receiver is called.
 *
 * Order per endpoint: only the head of an endpoint's queue (its oldest pending delivery) can be
 * claimed, so a later event never overtakes an earlier one, even one waiting out a backoff; and
 * while the head is leased nothing else of that endpoint matches, so one endpoint never has two
 * deliveries in flight. FOR UPDATE SKIP LOCKED lets instances claim at once without waiting on
 * each other; a head another instance has just leased no longer matches when re-checked.
 * A disabled endpoint's deliveries stay pending until it is enabled again.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../responses/query-rows';

export interface ClaimedDelivery {
  id: number;
  endpointId: number;
  messageId: string;
  eventType: string;
  payload: unknown;
  /** This attempt's number (1 for the first). */
  attempt: number;
  url: string;
  secret: string;
}

interface Row {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
}

export async function claimDueDeliveries(
  db: Db,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id and e.enabled
        where d.status = 'pending' and d.next_attempt_at <= now()
          and (d.locked_until is null or d.locked_until < now())
          and not exists (
            select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = d.endpoint_id and earlier.status = 'pending'
              and earlier.id < d.id)
        order by d.next_attempt_at, d.id
        limit ${limit}
        for update of d skip locked
      ), claimed as (
        update webhook_deliveries d
        set locked_until = now() + ${leaseMs} * interval '1 millisecond', attempts = d.attempts + 1
        from due where d.id = due.id
        returning d.id, d.endpoint_id, d.message_id, d.event_type, d.payload, d.attempts
      )
      select c.*, e.url, e.secret from claimed c join webhook_endpoints e on e.id = c.endpoint_id`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      endpointId: Number(r.endpoint_id),
      messageId: r.message_id,
      eventType: r.event_type,
      payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
      attempt: Number(r.attempts),
      url: r.url,
      secret: r.secret,
    }))
    .sort((a, b) => a.id - b.id);
}
