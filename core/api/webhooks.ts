/**
 * Webhooks per form (issue 17): endpoints with their events, the signing secret, a test event and
 * the delivery log with every attempt. Owners and editors manage them; viewers get 403.
 *
 * Payloads follow the Standard Webhooks specification: the headers `webhook-id` (the delivery's
 * `messageId`, the same across retries and redeliveries), `webhook-timestamp` and
 * `webhook-signature`, and a versioned JSON body ({@link WebhookPayload}).
 */
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'response.completed',
  'response.deleted',
  'form.published',
  'form.unpublished',
] as const;
export const webhookEventSchema = z.enum(WEBHOOK_EVENTS, {
  error: 'Choose among response.completed, response.deleted, form.published, form.unpublished',
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** The "Send test event" button's event: delivered like the others, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export const webhookDeliveryEventSchema = z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]);
export type WebhookDeliveryEvent = z.infer<typeof webhookDeliveryEventSchema>;

/** The version in every payload; a breaking change to the body gets a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;
export const WEBHOOK_URL_MAX = 2000;
/** Endpoints per form: more is a mistake or abuse (each event is sent to every one). */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_DELIVERY_PAGE_MAX = 50;
/** How much of a receiver's answer the log keeps. */
export const WEBHOOK_RESPONSE_BODY_MAX = 2048;

/**
 * An endpoint's URL: http(s), no user name or password, at most 2,000 characters. The server
 * also requires https unless the operator allows http (WEBHOOK_ALLOW_HTTP), and checks every
 * address the host resolves to when it connects.
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the URL that receives the events')
  .max(WEBHOOK_URL_MAX, `The URL can be at most ${WEBHOOK_URL_MAX} characters`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full URL, like https://example.com/hook' }))
  // Credentials would sit in every log line and proxy; the signature authenticates the sender.
  // A backslash ends the authority in http(s) URLs, as the WHATWG parser reads them.
  .refine(
    (value) => !/^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]*@/i.test(value),
    'The URL cannot contain a user name or password; use the signing secret',
  );

export const webhookEventsSchema = z
  .array(webhookEventSchema)
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENTS.length)
  .refine((events) => new Set(events).size === events.length, 'Each event can be chosen once');

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/**
 * Who added an endpoint: it lives with their access to the form (ADR 028). `name` is their name,
 * else their username.
 */
export const webhookCreatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type WebhookCreator = z.infer<typeof webhookCreatorSchema>;

/** Why the service turned an endpoint off: 24 hours of failures, or its creator lost access. */
export const webhookDisabledCauseSchema = z.enum(['failing', 'creator_lost_access']);
export type WebhookDisabledCause = z.infer<typeof webhookDisabledCauseSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(webhookEventSchema),
  enabled: z.boolean(),
  /** Why the service disabled it, in words; null when a person did, or it is on. */
  disabledReason: z.string().nullable(),
  /** The same as a cause: one turned off for `creator_lost_access` cannot be turned on again. */
  disabledCause: webhookDisabledCauseSchema.nullable(),
  /**
   * Who added it; null for a guest's form, an account since deleted, or one added before
   * creators were shown.
   */
  createdBy: webhookCreatorSchema.nullable(),
  /** When the current run of failed attempts began; null while deliveries succeed. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The newest delivery, for a status at a glance; null before the first event. */
  lastDelivery: z
    .object({
      id: z.number().int(),
      eventType: webhookDeliveryEventSchema,
      status: webhookDeliveryStatusSchema,
      createdAt: z.string(),
    })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookParamsSchema = z.object({
  id: z.string().min(1).max(64),
  endpointId: z.coerce.number().int().positive(),
});
export const webhookDeliveryParamsSchema = webhookParamsSchema.extend({
  deliveryId: z.coerce.number().int().positive(),
});

/**
 * Which URLs this server will call (WEBHOOK_ALLOW_HTTP, WEBHOOK_ALLOW_PRIVATE), so the form that
 * asks for one describes the rules that apply here rather than the production defaults.
 */
export const webhookUrlRulesSchema = z.object({
  httpAllowed: z.boolean(),
  privateAllowed: z.boolean(),
});
export type WebhookUrlRules = z.infer<typeof webhookUrlRulesSchema>;

/** GET /api/forms/{id}/webhooks (oldest first). */
export const webhooksResponseSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  urlRules: webhookUrlRulesSchema,
});
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

/** POST /api/forms/{id}/webhooks → 201 with the secret, shown here and on demand. */
export const createWebhookRequestSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  enabled: z.boolean().default(true),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;
export const createWebhookResponseSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

/**
 * PATCH /api/forms/{id}/webhooks/{endpointId}: any of url, events, enabled. Enabling an endpoint
 * the service disabled clears its reason and its failing run.
 */
export const updateWebhookRequestSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine(
    (body) => body.url !== undefined || body.events !== undefined || body.enabled !== undefined,
    'Change the URL, the events or whether it is enabled',
  );
export type UpdateWebhookRequest = z.infer<typeof updateWebhookRequestSchema>;
export const webhookEndpointResponseSchema = z.object({ endpoint: webhookEndpointSchema });

/**
 * GET /api/forms/{id}/webhooks/{endpointId}/secret: the signing secret (`whsec_...`);
 * POST to the same path rotates it (the old one stops signing at once) and answers the new one.
 */
export const webhookSecretResponseSchema = z.object({ secret: z.string() });
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;

export const webhookAttemptSchema = z.object({
  /** 1 for the first try of this delivery. */
  attempt: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  /** The receiver's HTTP status; null when no answer came (refused, timed out, blocked). */
  responseStatus: z.number().int().nullable(),
  /** The first 2 KB of the answer. */
  responseBody: z.string().nullable(),
  /** Why no 2xx came: the network error, the timeout or the refused address. */
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header. */
  messageId: z.string(),
  eventType: webhookDeliveryEventSchema,
  status: webhookDeliveryStatusSchema,
  attemptCount: z.number().int(),
  /** When the next try is due (pending only). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** The JSON body sent (the same on every attempt). */
  payload: z.unknown(),
  /** Oldest first. */
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/forms/{id}/webhooks/{endpointId}/deliveries?limit=&cursor= (newest first). */
export const webhookDeliveriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERY_PAGE_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** Pass it back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

/**
 * POST .../{endpointId}/test and POST .../deliveries/{deliveryId}/redeliver → 202 with the new
 * delivery, queued behind the endpoint's pending ones. A redelivery keeps the original
 * `messageId`, so a receiver that already handled it can recognise it.
 */
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;

/** The JSON body of every event, version 1. */
export interface WebhookPayload {
  type: WebhookDeliveryEvent;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  /** ISO 8601, when the event happened. */
  timestamp: string;
  data: {
    form: { id: string; title: string };
    /** response.completed and response.deleted. */
    response?: {
      id: number;
      submittedAt: string;
      /** The published version answered (ADR 036); null for rows from before versions. */
      formVersion: number | null;
      /** The form language answered in (ADR 048); null for a one-language form. */
      language: string | null;
      /** Titled as in that version: an answer to a question removed since is still here. */
      answers: { questionId: string; title: string; type: string; value: unknown }[];
    };
  };
}
