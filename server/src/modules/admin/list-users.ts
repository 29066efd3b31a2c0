/**
 * GET /api/admin/users?q=&cursor=: accounts, newest first, in keyset pages; `q` matches the
 * username, e-mail or name anywhere, as typed (LIKE wildcards in it are escaped).
 */
import { and, desc, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE, adminUsersPageSchema, adminUsersQuerySchema } from '@core/api/admin';
import { ERROR_CODES } from '@core/api/common';
import { decodeCursor, encodeCursor, exactTimestamp, keysetAfter } from '../../db/keyset-cursor';
import { containsText } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { toAdminUserSummary } from './admin-user-mapping';

export function parseCursor(cursor: string | undefined) {
  if (cursor === undefined) return null;
  const position = decodeCursor(cursor);
  if (!position) throw new AppError(400, ERROR_CODES.validation, 'That page link is not valid');
  return position;
}

export function registerListUsers(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Search accounts',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request) => {
      const { q } = request.query;
      const after = parseCursor(request.query.cursor);
      const createdAt = sql`${users.createdAt}`;
      const rows = await app.database.db
        .select({ user: users, at: exactTimestamp(createdAt).mapWith(String) })
        .from(users)
        .where(
          and(
            q
              ? or(
                  containsText(sql`${users.username}`, q),
                  containsText(sql`${users.email}`, q),
                  containsText(sql`coalesce(${users.name}, '')`, q),
                )
              : undefined,
            after ? keysetAfter(createdAt, sql`${users.id}`, after, 'desc') : undefined,
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(ADMIN_PAGE_SIZE + 1);
      const page = rows.slice(0, ADMIN_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        users: page.map((r) => toAdminUserSummary(r.user)),
        nextCursor:
          rows.length > ADMIN_PAGE_SIZE && last
            ? encodeCursor({ at: last.at, id: String(last.user.id) })
            : null,
      };
    },
  );
}
