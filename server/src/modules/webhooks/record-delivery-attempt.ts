/**
 * Writes one attempt's outcome, in one transaction: the attempt in the log, the delivery's new
 * state (delivered, due again after a backoff, or failed), and the endpoint's failing run. Each
 * update ends the lease, so a retry is governed by next_attempt_at alone.
 *
 * Retries: exponential backoff with jitter (the mail outbox's retry-backoff.ts), for `windowMs`
 * (24 hours) counted from the delivery's first attempt, not its creation, so an event queued
 * behind a failing one still gets its whole window; and never fewer than `minAttempts`. The last
 * retry is placed at the window's end.
 *
 * An endpoint whose failures have lasted `disableAfterMs` (24 hours) is turned off, and its
 * form's owner told (endpoint-disabled-notice.ts); what was still waiting for it is given up, as
 * nothing is sent to an endpoint that is off. Any success ends the failing run.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type BackoffPolicy, retryDelayMs } from '../../mail/retry-backoff';
import { queryRows } from '../responses/query-rows';
import type { ClaimedDelivery } from './claim-due-deliveries';
import { DISABLED_REASON, noticeEndpointDisabled } from './endpoint-disabled-notice';
import type { SendResult } from './send-webhook';

export interface RetryPolicy {
  backoff: BackoffPolicy;
  windowMs: number;
  minAttempts: number;
  disableAfterMs: number;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed';

export async function recordDeliveryAttempt(
  db: Db,
  linkOrigin: string,
  delivery: ClaimedDelivery,
  startedAt: Date,
  result: SendResult,
  policy: RetryPolicy,
): Promise<{ outcome: AttemptOutcome; disabled: boolean }> {
  const ok = result.status !== null && result.status >= 200 && result.status < 300;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into webhook_attempts
        (delivery_id, attempt, started_at, duration_ms, response_status, response_body, error)
      values (${delivery.id}, ${delivery.attempt}, ${startedAt.toISOString()}::timestamptz,
        ${result.durationMs}, ${result.status}, ${result.body}, ${result.error})`);
    if (ok) {
      await tx.execute(sql`
        update webhook_deliveries set status = 'delivered', delivered_at = now(), locked_until = null
        where id = ${delivery.id}`);
      await tx.execute(sql`
        update webhook_endpoints set failing_since = null
        where id = ${delivery.endpointId} and failing_since is not null`);
      return { outcome: 'delivered' as const, disabled: false };
    }
    // The endpoint first: whether this failure turns it off decides what becomes of the delivery.
    // Two statements: a row updated twice in one statement keeps only one of the changes.
    await tx.execute(sql`
      update webhook_endpoints
      set failing_since = coalesce(failing_since, ${startedAt.toISOString()}::timestamptz)
      where id = ${delivery.endpointId}`);
    const disabled = await queryRows<{ id: number; form_id: string; url: string }>(
      tx,
      sql`
        update webhook_endpoints
        set enabled = false, disabled_reason = ${DISABLED_REASON}, updated_at = now()
        where id = ${delivery.endpointId} and enabled
          and failing_since <= now() - ${policy.disableAfterMs} * interval '1 millisecond'
        returning id, form_id, url`,
    );
    const [endpoint] = disabled;
    if (endpoint) {
      await noticeEndpointDisabled(tx, linkOrigin, {
        id: Number(endpoint.id),
        formId: endpoint.form_id,
        url: endpoint.url,
      });
      // Nothing is sent to an endpoint that is off, so what still waits for it is given up now
      // (each can be sent again from the log) rather than left pending for good; a delivery in
      // another worker's hands is failed when that worker records its attempt (below).
      await tx.execute(sql`
        update webhook_deliveries set status = 'failed', locked_until = null
        where endpoint_id = ${delivery.endpointId} and status = 'pending' and id <> ${delivery.id}
          and (locked_until is null or locked_until < now())`);
    }
    const delayMs = retryDelayMs(delivery.attempt, policy.backoff);
    const [state] = await queryRows<{ status: string }>(
      tx,
      sql`
        with first as (
          select min(started_at) as at from webhook_attempts where delivery_id = ${delivery.id}
        ), plan as (
          select first.at + ${policy.windowMs} * interval '1 millisecond' as window_end,
            now() + ${delayMs} * interval '1 millisecond' as next_at,
            (select not enabled from webhook_endpoints where id = ${delivery.endpointId}) as off
          from first
        )
        update webhook_deliveries d set
          locked_until = null,
          status = case
            when plan.off then 'failed'
            when d.attempts >= ${policy.minAttempts} and now() >= plan.window_end then 'failed'
            else 'pending' end,
          next_attempt_at = case when d.attempts >= ${policy.minAttempts}
            then least(plan.next_at, plan.window_end) else plan.next_at end
        from plan where d.id = ${delivery.id}
        returning d.status`,
    );
    return {
      outcome: state?.status === 'failed' ? ('failed' as const) : ('retry' as const),
      disabled: endpoint !== undefined,
    };
  });
}

/**
 * Hands back claimed deliveries the worker did not get to (it is stopping): due again at once
 * for any instance, and the claim does not count as an attempt.
 */
export async function releaseDeliveries(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    update webhook_deliveries set locked_until = null, attempts = greatest(attempts - 1, 0)
    where status = 'pending' and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
