/**
 * POST /api/admin/templates {formId, title, description, category}: a new global template from a
 * form (any form: an admin may open every one). It copies the definition, never responses, and
 * enters the gallery at once as the admins' own (source 'admin').
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCreateTemplateRequestSchema, adminTemplateResponseSchema } from '@core/api/admin';
import { ERROR_CODES } from '@core/api/common';
import { parseFormDefinition } from '@core/form/parse-form-definition';
import { templateFacts } from '@core/templates/template-facts';
import { templates } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { loadQuestions, toFormContent } from '../forms/form-mapping';
import { auditedTemplate, toAdminTemplate } from './admin-template-mapping';
import { adminOf } from './require-admin';
import { writeAudit } from './write-audit';

export function registerCreateTemplate(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/templates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a global template from a form',
        body: adminCreateTemplateRequestSchema,
        response: { 201: adminTemplateResponseSchema },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const { formId, title, description, category } = request.body;
      const form = await loadFormFor(request, formId, 'view');
      const { db } = app.database;
      const source = toFormContent(form, await loadQuestions(db, form.id));
      const parsed = parseFormDefinition({
        title,
        description: source.description,
        questions: source.questions,
        pageBreaks: source.pageBreaks,
        theme: { ...source.theme, templateId: null },
        welcomeScreen: source.welcomeScreen,
        thankYouScreen: source.thankYouScreen,
        customization: source.customization,
      });
      if (!parsed.ok) {
        const message = Object.values(parsed.errors)[0] ?? 'Invalid input';
        throw new AppError(400, ERROR_CODES.validation, message, { errors: parsed.errors });
      }
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(templates)
          .values({
            id: crypto.randomBytes(12).toString('base64url'),
            title,
            description,
            category,
            definition: parsed.definition,
            ownerId: null,
            createdBy: admin.id,
            source: 'admin',
            ...templateFacts(parsed.definition, { title, description, category }),
          })
          .returning();
        await writeAudit(tx, {
          actor: admin,
          action: 'template.create',
          targetType: 'template',
          targetId: created!.id,
          targetLabel: title,
          before: null,
          after: { ...auditedTemplate(created!), fromForm: form.id },
        });
        return created!;
      });
      return reply.status(201).send({ template: toAdminTemplate(row) });
    },
  );
}
