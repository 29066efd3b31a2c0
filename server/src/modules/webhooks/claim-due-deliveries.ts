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
 *
 * Access at send time (ADR 028): a delivery is claimed only while its endpoint's creator may still
 * manage the form's webhooks, checked in this statement, so nothing is sent for someone whose
 * access ended before the claim, whichever way it ended. The change that ends access turns the
 * endpoint off (turn-off-creator-endpoints.ts); this is the guard that does not depend on it, and
 * the same statement gives up (`failed`) what it may no longer send, so it cannot wait for good.
 * An account an admin disabled keeps its collaborations (it may be enabled again), so its
 * endpoints' deliveries wait instead, like a turned-off endpoint's: nothing goes out on behalf of
 * someone who may not sign in, and nothing is lost if the admin changes their mind.
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

/**
 * canAccessForm(creator, form, 'edit') of plugins/access.ts in SQL, for the endpoint `e`: the
 * form's owner, an admin, or an editor (viewers may not). SQL rather than the function because it
 * must hold in the statement that claims, for every row it claims: read first and claimed after,
 * a removal could commit in between. No creator: a guest's form, whose guest it still is.
 */
const creatorMayManage = sql`(
  e.created_by is null
  or e.created_by = (select f.owner_id from forms f where f.id = e.form_id)
  or exists (select 1 from users u where u.id = e.created_by and u.role = 'admin')
  or exists (select 1 from form_collaborators c
    where c.form_id = e.form_id and c.user_id = e.created_by and c.role = 'editor'))`;

export async function claimDueDeliveries(
  db: Db,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with orphaned as (
        update webhook_deliveries d set status = 'failed', locked_until = null
        from webhook_endpoints e
        where e.id = d.endpoint_id and e.enabled and d.status = 'pending'
          and (d.locked_until is null or d.locked_until < now())
          and not ${creatorMayManage}
        returning d.id
      ), due as (
        select d.id from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id and e.enabled and ${creatorMayManage}
        where d.status = 'pending' and d.next_attempt_at <= now()
          and not exists (
            select 1 from users held where held.id = e.created_by and held.disabled_at is not null)
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
