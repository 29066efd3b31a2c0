/**
 * PUT /api/admin/content/{id}: the editor saves a page (title, slug, type, Markdown, meta
 * description). The row is locked while it is compared and written, so an editor that loaded an
 * older version gets a 409 instead of silently overwriting another admin's edit. A save that
 * changes nothing writes nothing (no audit entry either).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@core/api/common';
import {
  contentDetailSchema,
  contentIdParamsSchema,
  SITE_CONTENT_MESSAGES,
  updateContentRequestSchema,
} from '@core/api/site-content';
import { siteContent } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';
import { adminOf } from '../admin/require-admin';
import { writeAudit } from '../admin/write-audit';
import { auditSnapshot } from './content-mapping';
import { loadContentDetail } from './get-content';
import { assertSlugFree, isUniqueViolation, slugTaken } from './slug-conflict';

export function registerUpdateContent(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/admin/content/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save a site content page (admins only)',
        params: contentIdParamsSchema,
        body: updateContentRequestSchema,
        response: { 200: contentDetailSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { db } = app.database;
      const { id } = request.params;
      const { expectedUpdatedAt, ...changes } = request.body;
      await assertSlugFree(db, changes.slug, id);
      try {
        await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(siteContent)
            .where(eq(siteContent.id, id))
            .for('update');
          if (!before) throw notFound(SITE_CONTENT_MESSAGES.notFound);
          if (expectedUpdatedAt && before.updatedAt.toISOString() !== expectedUpdatedAt) {
            throw new AppError(409, ERROR_CODES.conflict, SITE_CONTENT_MESSAGES.changedElsewhere, {
              updatedAt: before.updatedAt.toISOString(),
            });
          }
          const unchanged =
            before.title === changes.title &&
            before.slug === changes.slug &&
            before.contentType === changes.contentType &&
            before.content === changes.content &&
            before.metaDescription === changes.metaDescription;
          if (unchanged) return;
          const [after] = await tx
            .update(siteContent)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(siteContent.id, id))
            .returning();
          await writeAudit(tx, {
            actor: admin,
            action: 'content.update',
            targetType: 'content',
            targetId: id,
            targetLabel: after!.slug,
            before: auditSnapshot(before),
            after: auditSnapshot(after!),
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
      return loadContentDetail(db, id);
    },
  );
}
