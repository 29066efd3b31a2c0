/**
 * The one check of who may see a template, and the row-to-API mapping. Global templates (no owner)
 * are everyone's until retired; a private template is its owner's alone. Anything else is reported
 * as missing (404), like a form, so ids cannot be probed.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TemplateDetail, TemplateSummary } from '@core/api/templates';
import { formDefinitionSchema } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';
import { QUESTION_TYPE_REGISTRY } from '@core/question-types/registry';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@core/templates/template';
import { templates } from '../../db/schema';
import { notFound } from '../../plugins/errors';

export type TemplateRow = typeof templates.$inferSelect;
const CATEGORIES = new Set<string>(TEMPLATE_CATEGORIES);
type SummaryColumns = Pick<
  TemplateRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'ownerId'
  | 'questionCount'
  | 'questionTypes'
  | 'updatedAt'
>;

/** The columns a listing reads: never the definition. */
export const summaryColumns = {
  id: templates.id,
  title: templates.title,
  description: templates.description,
  category: templates.category,
  ownerId: templates.ownerId,
  questionCount: templates.questionCount,
  questionTypes: templates.questionTypes,
  updatedAt: templates.updatedAt,
};

export function canSeeTemplate(
  userId: number | null,
  row: Pick<TemplateRow, 'ownerId' | 'retiredAt'>,
): boolean {
  if (row.ownerId === null) return row.retiredAt === null;
  return userId !== null && row.ownerId === userId;
}

export async function loadTemplateFor(request: FastifyRequest, id: string): Promise<TemplateRow> {
  const { db } = request.server.database;
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  if (!row || !canSeeTemplate(request.identity.user?.id ?? null, row)) {
    throw notFound('Template not found');
  }
  return row;
}

export function toTemplateSummary(row: SummaryColumns): TemplateSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // A row an admin wrote by hand may name a category the gallery does not have (yet).
    category: (CATEGORIES as ReadonlySet<string>).has(row.category)
      ? (row.category as TemplateCategory)
      : 'other',
    scope: row.ownerId === null ? 'global' : 'mine',
    questionCount: row.questionCount,
    questionTypes: row.questionTypes.filter((t): t is QuestionType =>
      Object.hasOwn(QUESTION_TYPE_REGISTRY, t),
    ),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTemplateDetail(row: TemplateRow): TemplateDetail {
  // Parsed on the way out so definitions stored before a schema change gain its defaults.
  return { ...toTemplateSummary(row), definition: formDefinitionSchema.parse(row.definition) };
}
