/** Test support (not used by the app): endpoints, deliveries and an axe check for these tests. */
import { screen, within } from '@testing-library/react';
import { expectAccessible } from '@/lib/expect-accessible';
import type {
  WebhookAttempt,
  WebhookDeliveriesResponse,
  WebhookDelivery,
  WebhookEndpoint,
} from '@core/api/webhooks';

export const FORM_ID = 'f1';
export const LIST = `GET /api/forms/${FORM_ID}/webhooks`;
/** The URL rules of a production server: https only, nothing on its own network. */
export const PRODUCTION = { httpAllowed: false, privateAllowed: false };
export const deliveriesRoute = (endpointId: number) =>
  `GET /api/forms/${FORM_ID}/webhooks/${endpointId}/deliveries?limit=20`;
export const endpointPath = (endpointId: number) => `/api/forms/${FORM_ID}/webhooks/${endpointId}`;

export function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 1,
    url: 'https://hooks.example.com/formloom',
    events: ['response.completed', 'form.published'],
    enabled: true,
    disabledReason: null,
    disabledCause: null,
    createdBy: { id: 7, name: 'Olga Owner', email: 'olga@example.com' },
    failingSince: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
    lastDelivery: null,
    ...overrides,
  };
}

export function attempt(overrides: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    attempt: 1,
    startedAt: '2026-11-25T10:05:00.000Z',
    durationMs: 132,
    responseStatus: 200,
    responseBody: '{"ok":true}',
    error: null,
    ...overrides,
  };
}

export function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 10,
    messageId: 'msg_2yQm3ZkqJ1',
    eventType: 'webhook.test',
    status: 'delivered',
    attemptCount: 1,
    nextAttemptAt: null,
    createdAt: '2026-11-25T10:05:00.000Z',
    deliveredAt: '2026-11-25T10:05:00.200Z',
    payload: { type: 'webhook.test', version: 1 },
    attempts: [attempt()],
    ...overrides,
  };
}

export const page = (
  deliveries: WebhookDelivery[],
  nextCursor: string | null = null,
): WebhookDeliveriesResponse => ({ deliveries, nextCursor });

/** A toast's title, found in the toast region. */
export const findToast = (text: string) =>
  within(screen.getByRole('region', { name: 'Messages' })).findByText(text);

/** axe over the rules jsdom can evaluate, for a settings section rendered alone. */
export const expectNoAxeViolations = (root: Element) => expectAccessible(root, { section: true });
