/**
 * Reads a form's webhook endpoints in the API's shape, each with its newest delivery, and loads
 * one endpoint of a form (404 when it is not that form's).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { WebhookEndpoint } from '@core/api/webhooks';
import type { Db } from '../../db/database';
import { webhookEndpoints } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { iso, queryRows } from '../responses/query-rows';
import { CREATOR_LOST_ACCESS_REASON } from './turn-off-creator-endpoints';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

interface Row {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
  creator_id: number | null;
  creator_name: string | null;
  creator_username: string | null;
  creator_email: string | null;
  last_id: number | null;
  last_event: string | null;
  last_status: string | null;
  last_created_at: string | null;
}

/** The form's endpoints (oldest first), or only `endpointId`. */
export async function readEndpoints(
  db: Db,
  formId: string,
  endpointId?: number,
): Promise<WebhookEndpoint[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      select e.id, e.url, e.events, e.enabled, e.disabled_reason, e.failing_since,
        e.created_at, e.updated_at,
        u.id as creator_id, u.name as creator_name, u.username as creator_username,
        u.email as creator_email,
        last.id as last_id, last.event_type as last_event, last.status as last_status,
        last.created_at as last_created_at
      from webhook_endpoints e
      left join users u on u.id = e.created_by
      left join lateral (
        select d.id, d.event_type, d.status, d.created_at from webhook_deliveries d
        where d.endpoint_id = e.id order by d.id desc limit 1
      ) last on true
      where e.form_id = ${formId} ${endpointId === undefined ? sql`` : sql`and e.id = ${endpointId}`}
      order by e.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    url: r.url,
    events: parseTextArray(r.events) as WebhookEndpoint['events'],
    enabled: r.enabled,
    disabledReason: r.disabled_reason,
    disabledCause: disabledCause(r.disabled_reason),
    createdBy:
      r.creator_id === null
        ? null
        : {
            id: Number(r.creator_id),
            name: r.creator_name?.trim() || r.creator_username!,
            email: r.creator_email!,
          },
    failingSince: r.failing_since === null ? null : iso(r.failing_since),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    lastDelivery:
      r.last_id === null
        ? null
        : {
            id: Number(r.last_id),
            eventType: r.last_event as NonNullable<WebhookEndpoint['lastDelivery']>['eventType'],
            status: r.last_status as NonNullable<WebhookEndpoint['lastDelivery']>['status'],
            createdAt: iso(r.last_created_at),
          },
  }));
}

export async function readEndpoint(
  db: Db,
  formId: string,
  endpointId: number,
): Promise<WebhookEndpoint> {
  const [endpoint] = await readEndpoints(db, formId, endpointId);
  if (!endpoint) throw notFound('Webhook not found');
  return endpoint;
}

/** The endpoint's row, if it belongs to the form; else 404. */
export async function loadEndpointRow(
  db: Db,
  formId: string,
  endpointId: number,
): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.formId, formId)))
    .limit(1);
  if (!row) throw notFound('Webhook not found');
  return row;
}

/** The service's two reasons are fixed texts; any other is shown as it is, as failing. */
function disabledCause(reason: string | null): WebhookEndpoint['disabledCause'] {
  if (reason === null) return null;
  return reason === CREATOR_LOST_ACCESS_REASON ? 'creator_lost_access' : 'failing';
}

/** text[] arrives as an array from both drivers, or as '{a,b}' text from some raw paths. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value === 'string') {
    const inner = value.replace(/^\{|\}$/g, '');
    return inner === '' ? [] : inner.split(',').map((s) => s.replace(/^"|"$/g, ''));
  }
  return [];
}
