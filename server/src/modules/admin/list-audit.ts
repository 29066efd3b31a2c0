/**
 * GET /api/admin/audit?actor=&action=&target=&cursor=: the audit log, newest first, in keyset
 * pages. Read-only: no route writes to it but through writeAudit, and none edits or deletes.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE, adminAuditQuerySchema, auditPageSchema } from '@core/api/admin';
import { encodeCursor, exactTimestamp, keysetAfter } from '../../db/keyset-cursor';
import { containsText, escapeLikePattern } from '../../db/like-pattern';
import { auditLog } from '../../db/schema';
import { parseCursor } from './list-users';

export function registerListAudit(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, filtered, newest first',
        querystring: adminAuditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { actor, action, target } = request.query;
      const after = parseCursor(request.query.cursor);
      const createdAt = sql`${auditLog.createdAt}`;
      const rows = await app.database.db
        .select({ entry: auditLog, at: exactTimestamp(createdAt).mapWith(String) })
        .from(auditLog)
        .where(
          and(
            actor ? eq(auditLog.actorName, actor) : undefined,
            // "user." names a family of actions; anything else names one action.
            action
              ? action.endsWith('.')
                ? sql`${auditLog.action} like ${`${escapeLikePattern(action)}%`} escape '\\'`
                : eq(auditLog.action, action)
              : undefined,
            target
              ? or(
                  eq(auditLog.targetId, target),
                  containsText(sql`${auditLog.targetLabel}`, target),
                )
              : undefined,
            after ? keysetAfter(createdAt, sql`${auditLog.id}`, after, 'desc') : undefined,
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(ADMIN_PAGE_SIZE + 1);
      const page = rows.slice(0, ADMIN_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        entries: page.map(({ entry }) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
        })),
        nextCursor:
          rows.length > ADMIN_PAGE_SIZE && last
            ? encodeCursor({ at: last.at, id: String(last.entry.id) })
            : null,
      };
    },
  );
}
