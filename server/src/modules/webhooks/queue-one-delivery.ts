/**
 * What "send a test event" and "redeliver" share: the caller must be able to edit the form, the
 * endpoint must be enabled, and one new delivery is queued behind the endpoint's pending ones and
 * answered as the delivery log shows it.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { WebhookDeliveryResponse } from '@core/api/webhooks';
import { loadFormFor } from '../../plugins/access';
import { notFound } from '../../plugins/errors';
import { queryRows } from '../responses/query-rows';
import { readDeliveries } from './delivery-mapping';
import { assertEndpointEnabled } from './endpoint-enabled';
import { loadEndpointRow } from './endpoint-mapping';
import { noteWebhookEventsEnqueued } from './enqueue-webhook-events';

export async function queueOneDelivery(
  request: FastifyRequest,
  ids: { formId: string; endpointId: number },
  /** An `insert into webhook_deliveries ... returning id` for this endpoint; no row: 404. */
  insert: (endpointId: number) => SQL,
): Promise<WebhookDeliveryResponse> {
  const form = await loadFormFor(request, ids.formId, 'edit');
  const { db } = request.server.database;
  const endpoint = await loadEndpointRow(db, form.id, ids.endpointId);
  assertEndpointEnabled(endpoint);
  const [row] = await queryRows<{ id: number }>(db, insert(endpoint.id));
  if (!row) throw notFound('Delivery not found');
  noteWebhookEventsEnqueued();
  const [delivery] = await readDeliveries(db, endpoint.id, { limit: 1, only: Number(row.id) });
  return { delivery: delivery! };
}
