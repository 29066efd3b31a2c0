/**
 * Forms and their questions. `userId` is the owner's id, or -1 for a guest's form (spec §3); the
 * guest id itself never leaves the server.
 */
import { z } from 'zod';
import {
  formDefinitionSchema,
  questionSchema,
  screenSchema,
  themeSchema,
  pageBreakSchema,
} from '../form/definition';
import { formPermissionsSchema } from './form-permissions';
import { formTranslationsSchema } from '../i18n/form-languages';

export const GUEST_OWNER_ID = -1;

export const formSummarySchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  responseCount: z.number().int(),
  questionCount: z.number().int(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formListResponseSchema = z.array(formSummarySchema);

/** A form's definition and metadata, as stored (what the public page and the engine need). */
export const formContentSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Optimistic concurrency: send it back with a save; a stale one gets 409. */
  version: z.number().int(),
  /**
   * The live published version's number (ADR 036), null until first published. Not the edit
   * counter above: saving changes the builder's draft only; publishing makes a new version.
   */
  publishedVersion: z.number().int().nullable(),
  theme: themeSchema,
  welcomeScreen: screenSchema,
  thankYouScreen: screenSchema,
  customization: z.record(z.string(), z.unknown()),
  pageBreaks: z.array(pageBreakSchema),
  questions: z.array(questionSchema),
  /**
   * The form's languages, the default first; [] for a one-language form (ADR 048). Absent reads
   * as [], so a client or cache holding a form from before languages still reads it.
   */
  languages: z.array(z.string()).default([]),
  translations: formTranslationsSchema,
});
export type FormContent = z.infer<typeof formContentSchema>;

/**
 * GET /api/forms/{id} and every route that answers with the form: the content plus what the
 * caller may do with it, so a screen hides what the role cannot do (the server refuses it anyway).
 */
export const formDetailSchema = formContentSchema.extend({
  permissions: formPermissionsSchema,
  /** The builder's draft differs from the live version ("Unpublished changes"). */
  unpublishedChanges: z.boolean(),
});
export type FormDetail = z.infer<typeof formDetailSchema>;

export const createFormRequestSchema = z.object({
  /** A starting definition (from a template, or the builder's unsaved draft); else an empty form. */
  definition: formDefinitionSchema.partial({ questions: true }).optional(),
});

/** The whole definition, saved atomically; `version` is the one the editor loaded. */
export const saveFormRequestSchema = z.object({
  version: z.number().int().min(1),
  definition: z.unknown(),
});

export const formIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** 403 from POST /api/forms/{id}/publish when the owner is at their published-form limit. */
export const publishLimitErrorSchema = z.object({
  message: z.string(),
  code: z.literal('PUBLISH_LIMIT'),
  max: z.number().int(),
  upgradeType: z.enum(['create_account', 'upgrade_pro']),
});
export type PublishLimitError = z.infer<typeof publishLimitErrorSchema>;

/** "Delete responses after N days" (issue 20): off (null) by default, else 1 to 3650 days. */
export const RESPONSE_RETENTION_DAYS = { min: 1, max: 3650 } as const;

/**
 * The retention field's messages, by a stable key: the server answers with this English, the app
 * shows its catalogue's message for each (web/src/lib/core-texts, ADR 056), kept equal by a test.
 */
export const RETENTION_MESSAGES = {
  retentionWholeDays: 'Enter a whole number of days',
  retentionTooFew: `Enter at least ${RESPONSE_RETENTION_DAYS.min} day`,
  retentionTooMany: `Enter at most ${RESPONSE_RETENTION_DAYS.max} days`,
} as const;
export type RetentionMessageKey = keyof typeof RETENTION_MESSAGES;

export const responseRetentionDaysSchema = z
  .number()
  .int(RETENTION_MESSAGES.retentionWholeDays)
  .min(RESPONSE_RETENTION_DAYS.min, RETENTION_MESSAGES.retentionTooFew)
  .max(RESPONSE_RETENTION_DAYS.max, RETENTION_MESSAGES.retentionTooMany)
  .nullable();

/**
 * GET and PUT /api/forms/{id}/settings: a form's settings that are not part of its definition
 * (they are not versioned with the builder's saves, and the public page never sees them).
 */
export const formSettingsSchema = z.object({
  /** Responses older than this many days are deleted daily, with their files; null keeps them. */
  responseRetentionDays: responseRetentionDaysSchema,
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

/** PUT /api/forms/{id}/settings: the whole settings object. */
export const updateFormSettingsRequestSchema = formSettingsSchema.strict();
export type UpdateFormSettingsRequest = z.infer<typeof updateFormSettingsRequestSchema>;
