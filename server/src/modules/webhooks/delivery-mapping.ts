/**
 * Reads an endpoint's deliveries in the API's shape, newest first, each with all its attempts
 * (oldest first). Keyset-paged on the delivery id: ids only grow, so a page boundary never skips
 * or repeats a delivery while new ones arrive.
 */
import { sql } from 'drizzle-orm';
import type { WebhookDelivery } from '@core/api/webhooks';
import type { Db } from '../../db/database';
import { AppError } from '../../plugins/errors';
import { iso, queryRows } from '../responses/query-rows';

interface Row {
  id: number;
  message_id: string;
  event_type: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  created_at: string;
  delivered_at: string | null;
  payload: unknown;
  log: unknown;
}

interface AttemptJson {
  attempt: number;
  startedAt: string;
  durationMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

export function encodeDeliveryCursor(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

/** The delivery id a cursor names; a forged one is a 400, never a database error. */
export function decodeDeliveryCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
    throw new AppError(400, 'VALIDATION_ERROR', 'This page link is not valid', {
      errors: { cursor: 'Not a valid cursor' },
    });
  }
  return Number(text);
}

export async function readDeliveries(
  db: Db,
  endpointId: number,
  page: { limit: number; before?: number; only?: number },
): Promise<WebhookDelivery[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      select d.id, d.message_id, d.event_type, d.status, d.attempts, d.next_attempt_at,
        d.created_at, d.delivered_at, d.payload,
        coalesce((
          select json_agg(json_build_object(
            'attempt', a.attempt, 'startedAt', a.started_at, 'durationMs', a.duration_ms,
            'responseStatus', a.response_status, 'responseBody', a.response_body, 'error', a.error
          ) order by a.id)
          from webhook_attempts a where a.delivery_id = d.id
        ), '[]'::json) as log
      from webhook_deliveries d
      where d.endpoint_id = ${endpointId}
        ${page.before === undefined ? sql`` : sql`and d.id < ${page.before}`}
        ${page.only === undefined ? sql`` : sql`and d.id = ${page.only}`}
      order by d.id desc
      limit ${page.limit}`,
  );
  return rows.map((r) => {
    const log = (typeof r.log === 'string' ? JSON.parse(r.log) : r.log) as AttemptJson[];
    return {
      id: Number(r.id),
      messageId: r.message_id,
      eventType: r.event_type as WebhookDelivery['eventType'],
      status: r.status as WebhookDelivery['status'],
      attemptCount: Number(r.attempts),
      nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
      createdAt: iso(r.created_at),
      deliveredAt: r.delivered_at === null ? null : iso(r.delivered_at),
      payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
      attempts: log.map((a) => ({ ...a, startedAt: iso(a.startedAt) })),
    };
  });
}
