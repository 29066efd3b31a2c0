/**
 * PATCH /api/admin/templates/{templateId}: a global template's gallery entry (title, description,
 * category). The listing facts are recomputed, and the row becomes the admins' (source 'admin').
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTemplateIdParamsSchema,
  adminTemplateResponseSchema,
  adminUpdateTemplateRequestSchema,
} from '@core/api/admin';
import { formDefinitionSchema } from '@core/form/definition';
import { templateFacts } from '@core/templates/template-facts';
import { templates } from '../../db/schema';
import { auditedTemplate, lockGlobalTemplate, toAdminTemplate } from './admin-template-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerUpdateTemplate(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().patch(
    '/api/admin/templates/:templateId',
    {
      schema: {
        tags: ['admin'],
        summary: "Edit a global template's gallery entry",
        params: adminTemplateIdParamsSchema,
        body: adminUpdateTemplateRequestSchema,
        response: { 200: adminTemplateResponseSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const row = await app.database.db.transaction(async (tx) => {
        const current = await lockGlobalTemplate(tx, request.params.templateId);
        const before = toAdminTemplate(current);
        const entry = {
          title: request.body.title ?? before.title,
          description: request.body.description ?? before.description,
          category: request.body.category ?? before.category,
        };
        const unchanged =
          entry.title === before.title &&
          entry.description === before.description &&
          entry.category === before.category;
        if (unchanged) return current;
        // Forms started from the template take its title, so the definition's follows the entry.
        const definition = {
          ...formDefinitionSchema.parse(current.definition),
          title: entry.title,
        };
        const [updated] = await tx
          .update(templates)
          .set({
            ...entry,
            definition,
            ...templateFacts(definition, entry),
            source: 'admin',
            updatedAt: new Date(),
          })
          .where(eq(templates.id, current.id))
          .returning();
        await writeAudit(tx, {
          actor: admin,
          action: 'template.update',
          targetType: 'template',
          targetId: current.id,
          targetLabel: entry.title,
          before: auditedTemplate(current),
          after: auditedTemplate(updated!),
        });
        return updated!;
      });
      return { template: toAdminTemplate(row) };
    },
  );
}
