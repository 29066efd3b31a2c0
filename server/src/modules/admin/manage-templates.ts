/**
 * The console's global templates: GET /api/admin/templates (retired ones too), and
 * POST .../{templateId}/retire and .../restore. Retiring takes a template out of the gallery; the
 * row stays for forms made from it. Any change hands a seeded row to the admins (source 'admin'),
 * so the start-up seed never overwrites it (seed-templates.ts).
 */
import { asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTemplateIdParamsSchema,
  adminTemplateResponseSchema,
  adminTemplatesResponseSchema,
} from '@core/api/admin';
import { templates } from '../../db/schema';
import { auditedTemplate, lockGlobalTemplate, toAdminTemplate } from './admin-template-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerManageTemplates(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/templates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Global templates, retired ones included',
        response: { 200: adminTemplatesResponseSchema },
      },
    },
    async () => {
      const rows = await app.database.db
        .select()
        .from(templates)
        .where(isNull(templates.ownerId))
        .orderBy(asc(templates.category), asc(templates.title));
      return { templates: rows.map(toAdminTemplate) };
    },
  );

  for (const retire of [true, false]) {
    routes.post(
      `/api/admin/templates/:templateId/${retire ? 'retire' : 'restore'}`,
      {
        schema: {
          tags: ['admin'],
          summary: retire ? 'Retire a global template' : 'Put a retired template back',
          params: adminTemplateIdParamsSchema,
          response: { 200: adminTemplateResponseSchema },
        },
      },
      async (request) => {
        const admin = adminOf(request);
        const row = await app.database.db.transaction(async (tx) => {
          const current = await lockGlobalTemplate(tx, request.params.templateId);
          if ((current.retiredAt !== null) === retire) return current;
          const [updated] = await tx
            .update(templates)
            .set({ retiredAt: retire ? new Date() : null, source: 'admin', updatedAt: new Date() })
            .where(eq(templates.id, current.id))
            .returning();
          await writeAudit(tx, {
            actor: admin,
            action: retire ? 'template.retire' : 'template.restore',
            targetType: 'template',
            targetId: current.id,
            targetLabel: current.title,
            before: auditedTemplate(current),
            after: auditedTemplate(updated!),
          });
          return updated!;
        });
        return { template: toAdminTemplate(row) };
      },
    );
  }
}
