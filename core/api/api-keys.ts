/**
 * Personal API keys (issue 17 item 4): a signed-in user creates keys on /profile for the REST API
 * under /api/v1. A key is shown once, on creation; afterwards only its prefix identifies it.
 */
import { z } from 'zod';
import { currentPasswordSchema } from './two-factor';

export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

/** Keys that are neither revoked nor expired, per user: enough for every integration one runs. */
export const API_KEYS_ACTIVE_MAX = 20;
export const API_KEY_NAME_MAX = 100;

/**
 * The key's field messages, by a stable key: the server answers with this English, the app shows
 * its catalogue's message for each (web/src/lib/core-texts, ADR 056), kept equal by a test.
 */
export const API_KEY_MESSAGES = {
  keyNameRequired: 'Give the key a name',
  keyNameTooLong: `At most ${API_KEY_NAME_MAX} characters`,
} as const;
export type ApiKeyMessageKey = keyof typeof API_KEY_MESSAGES;

export const createApiKeyRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_KEY_MESSAGES.keyNameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.keyNameTooLong),
  scope: apiKeyScopeSchema,
  /** Optional; must be in the future. Without it the key works until it is revoked. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  /** Re-authentication (issue 20): a key acts as its owner, so making one needs the password. */
  currentPassword: currentPasswordSchema,
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (`flk_` and eight more), to recognise it in the list. */
  prefix: z.string(),
  scope: apiKeyScopeSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/api-keys → 201: the key itself, in `key`, is never shown again. */
export const createApiKeyResponseSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

/** GET /api/api-keys: the caller's keys, newest first, revoked ones included. */
export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiKeyIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** DELETE /api/api-keys/{id}: revokes it (idempotent) and answers the key as it now is. */
export const revokeApiKeyResponseSchema = z.object({ apiKey: apiKeySchema });

/** Whether a listed key still authenticates. */
export function isApiKeyActive(key: ApiKey, now: Date = new Date()): boolean {
  return key.revokedAt === null && (key.expiresAt === null || new Date(key.expiresAt) > now);
}
