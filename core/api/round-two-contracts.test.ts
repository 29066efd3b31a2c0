/**
 * The request rules of the contracts issues 14 to 17 added, as the server and the web both apply
 * them: what a client may send, and what is refused before any handler runs.
 */
import { describe, expect, it } from 'vitest';
import {
  adminCreditsRequestSchema,
  adminDeleteUserRequestSchema,
  adminProRequestSchema,
} from './admin';
import { createApiKeyRequestSchema, isApiKeyActive, type ApiKey } from './api-keys';
import { checkoutRequestSchema } from './billing';
import {
  inviteRequestSchema,
  invitationPath,
  respondToInvitationRequestSchema,
} from './collaboration';
import { NOTIFICATION_PAGE_MAX, notificationsQuerySchema } from './notifications';
import {
  unsubscribedMessage,
  updateNotificationSettingsRequestSchema,
} from './response-notifications';
import { V1_PAGE_MAX, v1ResponseListQuerySchema } from './v1';
import { createWebhookRequestSchema, webhookUrlSchema } from './webhooks';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('collaboration and notifications', () => {
  it('invites by address or username with a role, and answers with accept or decline', () => {
    expect(ok(inviteRequestSchema, { recipient: ' ada@example.com ', role: 'viewer' })).toBe(true);
    expect(ok(inviteRequestSchema, { recipient: 'ada', role: 'owner' })).toBe(false);
    expect(ok(inviteRequestSchema, { recipient: '  ', role: 'editor' })).toBe(false);
    expect(ok(respondToInvitationRequestSchema, { action: 'accept', token: 't' })).toBe(true);
    expect(ok(respondToInvitationRequestSchema, { action: 'maybe', token: 't' })).toBe(false);
    expect(invitationPath(7, 'abc_DEF')).toBe('/invitations/7/abc_DEF');
  });

  it('pages notifications within the cap', () => {
    expect(notificationsQuerySchema.parse({}).limit).toBe(20);
    expect(ok(notificationsQuerySchema, { limit: NOTIFICATION_PAGE_MAX + 1 })).toBe(false);
    expect(ok(updateNotificationSettingsRequestSchema, { mode: 'daily' })).toBe(true);
    expect(ok(updateNotificationSettingsRequestSchema, { mode: 'hourly' })).toBe(false);
    expect(unsubscribedMessage('Survey')).toContain('“Survey”');
  });
});

describe('billing and admin', () => {
  it('checks out a known plan or the credit pack', () => {
    expect(ok(checkoutRequestSchema, { kind: 'subscription', plan: 'pro_yearly' })).toBe(true);
    expect(checkoutRequestSchema.parse({ kind: 'credits' })).toEqual({
      kind: 'credits',
      pack: 'credits_10',
    });
    expect(ok(checkoutRequestSchema, { kind: 'subscription', plan: 'gold' })).toBe(false);
  });

  it('grants a non-zero whole number of credits, Pro until a future day, and deletes by name', () => {
    expect(ok(adminCreditsRequestSchema, { amount: 5, reason: 'Support' })).toBe(true);
    expect(ok(adminCreditsRequestSchema, { amount: 0, reason: 'Support' })).toBe(false);
    expect(ok(adminCreditsRequestSchema, { amount: 1.5, reason: 'Support' })).toBe(false);
    expect(ok(adminProRequestSchema, { until: '2999-01-01' })).toBe(true);
    expect(ok(adminProRequestSchema, { until: '2000-01-01' })).toBe(false);
    expect(ok(adminDeleteUserRequestSchema, {})).toBe(false);
  });
});

describe('integrations', () => {
  it('takes https webhook URLs without credentials, with at least one event', () => {
    expect(ok(webhookUrlSchema, 'https://hooks.example.com/in')).toBe(true);
    expect(ok(webhookUrlSchema, 'ftp://hooks.example.com/in')).toBe(false);
    expect(ok(webhookUrlSchema, 'https://user:pw@hooks.example.com/in')).toBe(false);
    expect(
      ok(createWebhookRequestSchema, { url: 'https://h.example.com', events: ['form.published'] }),
    ).toBe(true);
    expect(ok(createWebhookRequestSchema, { url: 'https://h.example.com', events: [] })).toBe(
      false,
    );
  });

  it('names API keys, and a key is active until revoked or expired', () => {
    expect(ok(createApiKeyRequestSchema, { name: 'Zapier', scope: 'read' })).toBe(true);
    expect(ok(createApiKeyRequestSchema, { name: '', scope: 'read' })).toBe(false);
    expect(ok(createApiKeyRequestSchema, { name: 'x', scope: 'admin' })).toBe(false);
    const key = { revokedAt: null, expiresAt: '2030-01-01T00:00:00.000Z' } as ApiKey;
    expect(isApiKeyActive(key, new Date('2029-12-31T00:00:00Z'))).toBe(true);
    expect(isApiKeyActive(key, new Date('2030-01-02T00:00:00Z'))).toBe(false);
    expect(isApiKeyActive({ ...key, revokedAt: '2029-01-01T00:00:00.000Z' })).toBe(false);
  });

  it('pages the v1 responses with since and order', () => {
    const query = v1ResponseListQuerySchema.parse({ since: '2026-11-25T10:00:00Z' });
    expect(query).toMatchObject({ limit: 50, order: 'desc' });
    expect(ok(v1ResponseListQuerySchema, { limit: V1_PAGE_MAX + 1 })).toBe(false);
    expect(ok(v1ResponseListQuerySchema, { since: 'yesterday' })).toBe(false);
  });
});
