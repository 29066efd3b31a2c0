/**
 * PUT /api/admin/content/{id}/active: publish or withdraw a page. An inactive page is gone from
 * its public route (the not-found page) and from the home page, but kept for the editor.
 * Pages are deactivated rather than deleted: the seeded ones would come back on the next start.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contentDetailSchema,
  contentIdParamsSchema,
  SITE_CONTENT_MESSAGES,
  setContentActiveRequestSchema,
} from '@core/api/site-content';
import { siteContent } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { adminOf } from '../admin/require-admin';
import { writeAudit } from '../admin/write-audit';
import { loadContentDetail } from './get-content';

export function registerSetContentActive(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/admin/content/:id/active',
    {
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a site content page (admins only)',
        params: contentIdParamsSchema,
        body: setContentActiveRequestSchema,
        response: { 200: contentDetailSchema },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const { db } = app.database;
      const { id } = request.params;
      const { isActive } = request.body;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ slug: siteContent.slug, isActive: siteContent.isActive })
          .from(siteContent)
          .where(eq(siteContent.id, id))
          .for('update');
        if (!before) throw notFound(SITE_CONTENT_MESSAGES.notFound);
        // Already so: nothing happened, so nothing is recorded.
        if (before.isActive === isActive) return;
        await tx
          .update(siteContent)
          .set({ isActive, updatedAt: sql`now()` })
          .where(eq(siteContent.id, id));
        await writeAudit(tx, {
          actor: admin,
          action: isActive ? 'content.activate' : 'content.deactivate',
          targetType: 'content',
          targetId: id,
          targetLabel: before.slug,
          before: { isActive: before.isActive },
          after: { isActive },
        });
      });
      return loadContentDetail(db, id);
    },
  );
}
