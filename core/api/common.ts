/**
 * The API contract shared by server and client: the server validates with these schemas and the
 * client parses with them. Every error answer has this one shape (DESIGN.md §6).
 */
import { z } from 'zod';

/** Loose: some errors carry details the client needs (currentVersion on 409, max on a limit). */
export const apiErrorSchema = z.looseObject({
  message: z.string(),
  code: z.string(),
  /** Field errors for 400 validation failures: field path to message. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * The shared state (issue 19): `none` without REDIS_URL (in-process), else whether Redis answers.
 * Absent only while the process starts, before the app and its Redis connection exist.
 */
export const redisHealthSchema = z.enum(['up', 'down', 'none']);

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: redisHealthSchema.optional(),
  driver: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * `/api/health/live`: the process runs and answers HTTP (200 even while starting or draining); a
 * failing liveness probe means restart the process, so it never looks at the database.
 */
export const livenessResponseSchema = z.object({
  status: z.literal('alive'),
  version: z.string(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/** `/api/health/ready`: whether this instance should get traffic (200) or not yet/any more (503). */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'unavailable']),
  database: z.enum(['up', 'down', 'migrating']),
  redis: redisHealthSchema.optional(),
  driver: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** Stable machine-readable error codes; messages may change, codes do not. */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  /** Sign-in: this account had too many failures; send a solved ALTCHA proof (`challengeUrl`). */
  captchaRequired: 'CAPTCHA_REQUIRED',
  badOrigin: 'BAD_ORIGIN',
  /** Sign-in: the password was right; send `code` (TOTP) or `backupCode` as well (issue 20). */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** 403: this change needs `currentPassword` (or a Google sign-in in the last 5 minutes). */
  reauthRequired: 'REAUTH_REQUIRED',
  /** 429: this address stored its hour's allowance of unsubmitted uploads. */
  uploadQuota: 'UPLOAD_QUOTA',
  /** 413: the form owner's storage quota is full. */
  storageQuota: 'STORAGE_QUOTA',
  /** 409: a verified account holds this e-mail address (issue 27, ADR 029). */
  emailTaken: 'EMAIL_TAKEN',
  /** 403: this needs a verified address; the answer carries `email`; the fix is to resend the link. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** 400: an e-mail verification link that cannot be used; `reason` says why. */
  verificationLinkInvalid: 'VERIFICATION_LINK_INVALID',
  internal: 'INTERNAL_ERROR',
  /** 503: starting, shutting down, or the database is unreachable; retry after `Retry-After`. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
