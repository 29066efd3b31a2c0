/**
 * GET /api/admin/forms?q=&status=&cursor=: every form, newest change first, with its owner and
 * response count, in keyset pages; `q` matches the title or the owner's username.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE, adminFormsPageSchema, adminFormsQuerySchema } from '@core/api/admin';
import type { Db } from '../../db/database';
import { ERROR_CODES } from '@core/api/common';
import { decodeCursor, encodeCursor, exactTimestamp } from '../../db/keyset-cursor';
import { containsText } from '../../db/like-pattern';
import { forms, responses, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';

/**
 * Form ids are random text, not the numbers keyset-cursor.ts expects, so a form cursor carries the
 * timestamp (checked by decodeCursor) and the id beside it, compared as text in the same collation
 * the ORDER BY uses.
 */
const FORM_ID = /^[\w-]{1,64}$/;
function formCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([encodeCursor({ at, id: '1' }), id])).toString('base64url');
}
function parseFormCursor(cursor: string | undefined) {
  if (cursor === undefined) return null;
  try {
    const [inner, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const position = typeof inner === 'string' ? decodeCursor(inner) : null;
    if (position && typeof id === 'string' && FORM_ID.test(id)) return { at: position.at, id };
  } catch {
    // Falls through to the 400 below.
  }
  throw new AppError(400, ERROR_CODES.validation, 'That page link is not valid');
}

/** The columns of a form's console row; `formId` narrows to one form. */
export function selectAdminForms(db: Db) {
  return db
    .select({
      id: forms.id,
      title: forms.title,
      published: forms.published,
      createdAt: forms.createdAt,
      updatedAt: forms.updatedAt,
      at: exactTimestamp(sql`${forms.updatedAt}`).mapWith(String),
      responseCount: db.$count(responses, eq(responses.formId, forms.id)),
      ownerId: users.id,
      ownerUsername: users.username,
      ownerName: users.name,
    })
    .from(forms)
    .leftJoin(users, eq(users.id, forms.ownerId));
}

type AdminFormRow = Awaited<ReturnType<ReturnType<typeof selectAdminForms>['execute']>>[number];

export function toAdminFormSummary(row: AdminFormRow) {
  return {
    id: row.id,
    title: row.title,
    published: row.published,
    responseCount: Number(row.responseCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    owner:
      row.ownerId !== null && row.ownerUsername !== null
        ? { id: row.ownerId, username: row.ownerUsername, name: row.ownerName }
        : null,
  };
}

export function registerListForms(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/forms',
    {
      schema: {
        tags: ['admin'],
        summary: 'Search all forms',
        querystring: adminFormsQuerySchema,
        response: { 200: adminFormsPageSchema },
      },
    },
    async (request) => {
      const { q, status } = request.query;
      const after = parseFormCursor(request.query.cursor);
      const rows = await selectAdminForms(app.database.db)
        .where(
          and(
            q
              ? or(
                  containsText(sql`${forms.title}`, q),
                  containsText(sql`coalesce(${users.username}, '')`, q),
                )
              : undefined,
            status === 'all' ? undefined : eq(forms.published, status === 'published'),
            after
              ? sql`(${forms.updatedAt}, ${forms.id}) < (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(forms.updatedAt), desc(forms.id))
        .limit(ADMIN_PAGE_SIZE + 1);
      const page = rows.slice(0, ADMIN_PAGE_SIZE);
      const last = page[page.length - 1];
      return {
        forms: page.map(toAdminFormSummary),
        nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? formCursor(last.at, last.id) : null,
      };
    },
  );
}
