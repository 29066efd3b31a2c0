import type { WebhookDeliveryEvent, WebhookDeliveryStatus } from '@core/api/webhooks';
import { webhooksMessages as m } from './messages';

/** What each event means, beside its name (the name is what receivers switch on): messages. */
export const EVENT_DESCRIPTIONS: Record<WebhookDeliveryEvent, string> = {
  'response.completed': m.eventResponseCompleted,
  'response.deleted': m.eventResponseDeleted,
  'form.published': m.eventFormPublished,
  'form.unpublished': m.eventFormUnpublished,
  'webhook.test': m.eventTest,
};

/** Each delivery status's name: messages. */
export const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: m.statusPending,
  delivered: m.statusDelivered,
  failed: m.statusFailed,
};
