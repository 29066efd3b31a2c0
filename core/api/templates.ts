/**
 * Templates: the gallery's list, a template's full definition, starting a form from one, and a
 * user's own templates saved from their forms. A template's `scope` says whose it is: 'global'
 * templates are everyone's, 'mine' are the caller's private ones.
 */
import { z } from 'zod';
import { formDefinitionSchema } from '../form/definition';
import { QUESTION_TYPES } from '../form/enums';
import { TEMPLATE_CATEGORIES } from '../templates/template';

export const templateCategorySchema = z.enum(TEMPLATE_CATEGORIES);
export const templateScopeSchema = z.enum(['global', 'mine']);

export const templateSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: templateCategorySchema,
  scope: templateScopeSchema,
  /** Questions a respondent sees (hidden fields and logic items excluded). */
  questionCount: z.number().int(),
  questionTypes: z.array(z.enum(QUESTION_TYPES)),
  updatedAt: z.string(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListResponseSchema = z.array(templateSummarySchema);

export const templateDetailSchema = templateSummarySchema.extend({
  definition: formDefinitionSchema,
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templateListQuerySchema = z.object({
  category: templateCategorySchema.optional(),
  /** Words to find in titles, descriptions and question texts; % and _ match themselves. */
  q: z.string().trim().max(100).optional(),
  scope: templateScopeSchema.default('global'),
});

export const templateIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/forms/{id}/save-as-template: the gallery entry; the definition is the form's. */
export const saveAsTemplateRequestSchema = z.object({
  title: z.string().trim().min(1, 'Template title is required').max(300),
  description: z.string().trim().max(2000).default(''),
  category: templateCategorySchema.default('other'),
});
export type SaveAsTemplateRequest = z.input<typeof saveAsTemplateRequestSchema>;

/** POST /api/templates/{id}/use: the new form, for the client to open in the builder. */
export const useTemplateResponseSchema = z.object({ id: z.string() });
