/** POST /api/admin/content: a new page, written with its audit entry in one transaction. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDetailSchema, createContentRequestSchema } from '@core/api/site-content';
import { siteContent } from '../../db/schema';
import { adminOf } from '../admin/require-admin';
import { writeAudit } from '../admin/write-audit';
import { auditSnapshot } from './content-mapping';
import { loadContentDetail } from './get-content';
import { assertSlugFree, isUniqueViolation, slugTaken } from './slug-conflict';

export function registerCreateContent(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/content',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a site content page (admins only)',
        body: createContentRequestSchema,
        response: { 201: contentDetailSchema },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const { db } = app.database;
      await assertSlugFree(db, request.body.slug);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(siteContent)
            .values({ ...request.body, createdBy: admin.id })
            .returning();
          await writeAudit(tx, {
            actor: admin,
            action: 'content.create',
            targetType: 'content',
            targetId: row!.id,
            targetLabel: row!.slug,
            after: auditSnapshot(row!),
          });
          return row!.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
      return reply.status(201).send(await loadContentDetail(db, id));
    },
  );
}
