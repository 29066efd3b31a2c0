/**
 * PUT /api/forms/{id}: replaces the builder's whole draft in one transaction. The save names the
 * version it edited; if someone saved since (another tab), it gets 409 and nothing changes. A
 * published form keeps serving its live version until it is published again (ADR 036).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import { formDetailSchema, formIdParamsSchema, saveFormRequestSchema } from '@core/api/forms';
import { applyBrandKit } from '@core/form/brand-kit';
import { parseFormDefinition } from '@core/form/parse-form-definition';
import { loadFormAccess } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { governingKit, lockBrandKits, toBrandKit } from '../brand-kit/brand-kit-store';
import { invalidateForm } from '../../lib/form-cache-invalidation';
import { startAnswerRollup } from '../responses/answer-rollup';
import { toFormDetail } from './form-mapping';
import { hasUnpublishedChanges } from './form-versions-store';
import { replaceDraft } from './replace-draft';

export function registerSaveForm(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/forms/:id',
    {
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ['forms'],
        summary: 'Save the whole form definition',
        params: formIdParamsSchema,
        body: saveFormRequestSchema,
        response: {
          200: formDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { form, permissions } = await loadFormAccess(request, request.params.id, 'edit');
      const parsed = parseFormDefinition(request.body.definition);
      if (!parsed.ok) {
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          Object.values(parsed.errors)[0] ?? 'Invalid input',
          {
            errors: parsed.errors,
          },
        );
      }
      const saved = await app.database.db.transaction(async (tx) => {
        // A form that follows the brand kit takes the kit's current values whatever the editor
        // sent: an editor opened before a kit change would otherwise write the old kit back.
        let { definition } = parsed;
        if (definition.theme.brandKit) {
          await lockBrandKits(tx, form.ownerId, 'apply');
          const kit = await governingKit(tx, form.ownerId);
          if (kit) {
            definition = {
              ...definition,
              theme: applyBrandKit(definition.theme, toBrandKit(kit.row)),
            };
          }
        }
        const { updated, questions } = await replaceDraft(
          tx,
          form,
          definition,
          request.body.version,
        );
        return toFormDetail(
          updated,
          questions,
          permissions,
          await hasUnpublishedChanges(tx, updated, questions),
        );
      });
      await invalidateForm(app, form.id);
      await startAnswerRollup(app.database.db, form.id, parsed.definition.questions);
      return saved;
    },
  );
}
