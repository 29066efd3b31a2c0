/** Global templates as the console shows them, and the lookup its template actions share. */
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminTemplate } from '@core/api/admin';
import { TEMPLATE_CATEGORIES, type TemplateCategory } from '@core/templates/template';
import type { Db } from '../../db/database';
import { templates } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import type { TemplateRow } from '../templates/template-access';

const CATEGORIES = new Set<string>(TEMPLATE_CATEGORIES);

export function toAdminTemplate(row: TemplateRow): AdminTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: CATEGORIES.has(row.category) ? (row.category as TemplateCategory) : 'other',
    source: row.source === 'seed' ? 'seed' : 'admin',
    questionCount: row.questionCount,
    updatedAt: row.updatedAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

/** A global template (users' own are never the console's), row-locked for the transaction. */
export async function lockGlobalTemplate(tx: Db, id: string): Promise<TemplateRow> {
  const [row] = await tx
    .select()
    .from(templates)
    .where(and(eq(templates.id, id), isNull(templates.ownerId)))
    .for('update');
  if (!row) throw notFound('Template not found');
  return row;
}

/** What an audit entry records of a template. */
export const auditedTemplate = (row: TemplateRow) => ({
  title: row.title,
  description: row.description,
  category: row.category,
  retiredAt: row.retiredAt?.toISOString() ?? null,
});
