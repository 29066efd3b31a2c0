/**
 * A form's published versions (issue 30, ADR 036): the history list, one version's definition,
 * and restoring one into the builder's draft. `number` is the published version, never the
 * builder's edit counter (`version` on the form).
 */
import { z } from 'zod';
import { versionDefinitionSchema } from '../form/form-version';

export const formVersionParamsSchema = z.object({
  id: z.string().min(1).max(64),
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** One change against the previous version, in words ("Renamed 'Name' to 'Full name'"). */
export const versionChangeSchema = z.object({
  kind: z.enum([
    'question_added',
    'question_removed',
    'question_renamed',
    'question_changed',
    'option_added',
    'option_renamed',
    'option_removed',
    'row_added',
    'row_renamed',
    'row_removed',
    'column_added',
    'column_renamed',
    'column_removed',
    'form_changed',
  ]),
  /** The question the change is about; null for the form's own settings. */
  questionId: z.string().nullable(),
  /** Its title in the newer version (the older one's for a removed question). */
  title: z.string().nullable(),
  text: z.string(),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;

export const formVersionSummarySchema = z.object({
  number: z.number().int(),
  publishedAt: z.string(),
  /** Who published it; null for a guest's form, the migration's version 1, or a deleted account. */
  publishedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  responseCount: z.number().int(),
  /** Against the previous version; version 1's list is empty. */
  changes: z.array(versionChangeSchema),
  /** This version is the one respondents see now. */
  live: z.boolean(),
});
export type FormVersionSummary = z.infer<typeof formVersionSummarySchema>;

/** GET /api/forms/{id}/versions: newest first. */
export const formVersionListSchema = z.array(formVersionSummarySchema);

/** GET /api/forms/{id}/versions/{n}. */
export const formVersionDetailSchema = z.object({
  number: z.number().int(),
  publishedAt: z.string(),
  publishedBy: formVersionSummarySchema.shape.publishedBy,
  definition: versionDefinitionSchema,
});
export type FormVersionDetail = z.infer<typeof formVersionDetailSchema>;
