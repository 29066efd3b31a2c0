/** Test support (not used by the app): endpoints, deliveries and an axe check for these tests. */
import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
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

/** axe over the WCAG A/AA rules jsdom can evaluate (it does not lay out: no contrast). */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const results = await axe.run(root, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    },
    rules: {
      'color-contrast': { enabled: false },
      // A section rendered alone has no page around it (landmarks come from the app's layout).
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}
