import type { WebhookDeliveryEvent, WebhookDeliveryStatus } from '@core/api/webhooks';

/** What each event means, beside its name (the name is what receivers switch on). */
export const EVENT_DESCRIPTIONS: Record<WebhookDeliveryEvent, string> = {
  'response.completed': 'A response is submitted',
  'response.deleted': 'A response is deleted',
  'form.published': 'The form is published',
  'form.unpublished': 'The form is unpublished',
  'webhook.test': 'A test event you sent',
};

export const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};
