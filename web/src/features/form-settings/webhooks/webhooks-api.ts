/**
 * The webhook endpoints of one form (core/api/webhooks.ts) as the web client calls them. Every
 * state-changing call carries a JSON body: the server's same-origin rule expects one.
 */
import {
  createWebhookResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointResponseSchema,
  webhookSecretResponseSchema,
  webhooksResponseSchema,
  type CreateWebhookRequest,
  type CreateWebhookResponse,
  type UpdateWebhookRequest,
  type WebhookDeliveriesResponse,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhooksResponse,
} from '@core/api/webhooks';
import { apiRequest, getJson } from '@/lib/api-client';

const base = (formId: string) => `/api/forms/${encodeURIComponent(formId)}/webhooks`;
const endpointUrl = (formId: string, endpointId: number) => `${base(formId)}/${endpointId}`;

/** GET /api/forms/{id}/webhooks, read through the default query function. */
export const webhooksQueryKey = (formId: string) => [base(formId)] as const;

export function parseWebhooks(data: unknown): WebhooksResponse {
  return webhooksResponseSchema.parse(data);
}

/** Every delivery page of one endpoint shares this prefix, so one invalidation reaches them all. */
export const deliveriesQueryKey = (formId: string, endpointId: number) =>
  [`${endpointUrl(formId, endpointId)}/deliveries`] as const;

/** Pages of the delivery log, newest first; `cursor` asks for the page after it. */
export async function fetchDeliveries(
  formId: string,
  endpointId: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<WebhookDeliveriesResponse> {
  const query = new URLSearchParams({ limit: '20' });
  if (cursor) query.set('cursor', cursor);
  const data = await getJson(`${endpointUrl(formId, endpointId)}/deliveries?${query}`, {
    on401: 'throw',
    signal,
  });
  return webhookDeliveriesResponseSchema.parse(data);
}

export async function createWebhook(
  formId: string,
  body: CreateWebhookRequest,
): Promise<CreateWebhookResponse> {
  const res = await apiRequest('POST', base(formId), body);
  return createWebhookResponseSchema.parse(await res.json());
}

export async function updateWebhook(
  formId: string,
  endpointId: number,
  body: UpdateWebhookRequest,
): Promise<WebhookEndpoint> {
  const res = await apiRequest('PATCH', endpointUrl(formId, endpointId), body);
  return webhookEndpointResponseSchema.parse(await res.json()).endpoint;
}

export async function deleteWebhook(formId: string, endpointId: number): Promise<void> {
  await apiRequest('DELETE', endpointUrl(formId, endpointId), {});
}

/** The signing secret, on demand (it is also answered once when the endpoint is created). */
export async function fetchSecret(formId: string, endpointId: number): Promise<string> {
  const data = await getJson(`${endpointUrl(formId, endpointId)}/secret`, { on401: 'throw' });
  return webhookSecretResponseSchema.parse(data).secret;
}

export async function sendTestEvent(formId: string, endpointId: number): Promise<WebhookDelivery> {
  const res = await apiRequest('POST', `${endpointUrl(formId, endpointId)}/test`, {});
  return webhookDeliveryResponseSchema.parse(await res.json()).delivery;
}

export async function redeliver(
  formId: string,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const res = await apiRequest(
    'POST',
    `${endpointUrl(formId, endpointId)}/deliveries/${deliveryId}/redeliver`,
    {},
  );
  return webhookDeliveryResponseSchema.parse(await res.json()).delivery;
}

/** Rotates the signing secret: the old one stops signing at once. Answers the new one. */
export async function rotateSecret(formId: string, endpointId: number): Promise<string> {
  const res = await apiRequest('POST', `${endpointUrl(formId, endpointId)}/secret`, {});
  return webhookSecretResponseSchema.parse(await res.json()).secret;
}
