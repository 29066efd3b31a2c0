/**
 * GET /api/v1/forms: the forms the key's user owns or has been given (as editor or viewer), newest
 * first, in keyset pages over (created_at, id). An admin's key lists the admin's own forms, not
 * everyone's: the API is a person's, not the console.
 */
import { and, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@core/api/common';
import { v1FormListQuerySchema, v1FormListSchema } from '@core/api/v1';
import { exactTimestamp } from '../../db/keyset-cursor';
import { formCollaborators, forms } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { V1_SECURITY } from './v1-docs';
import { toV1Form } from './v1-mapping';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function encodeFormCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** Checked fully, so a forged cursor is a 400, never a database error. */
function decodeFormCursor(cursor: string): { at: string; id: string } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [at, id] = parsed as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string') return null;
    if (!ISO_UTC.test(at) || Number.isNaN(Date.parse(at)) || id.length === 0 || id.length > 64)
      return null;
    return { at, id };
  } catch {
    return null;
  }
}

export function registerV1ListForms(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/forms',
    {
      schema: {
        tags: ['v1'],
        summary: 'List your forms',
        description:
          'Forms you own or that were shared with you, newest first. Pass `nextCursor` back as `cursor` for the next page.',
        security: V1_SECURITY,
        querystring: v1FormListQuerySchema,
        response: { 200: v1FormListSchema },
      },
    },
    async (request) => {
      const userId = request.identity.user!.id;
      const { limit } = request.query;
      const cursor =
        request.query.cursor === undefined ? null : decodeFormCursor(request.query.cursor);
      if (request.query.cursor !== undefined && !cursor) {
        throw new AppError(400, ERROR_CODES.validation, 'Invalid cursor');
      }
      const where: SQL[] = [or(eq(forms.ownerId, userId), isNotNull(formCollaborators.id))!];
      if (cursor) {
        where.push(
          sql`(${forms.createdAt}, ${forms.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
        );
      }
      const rows = await app.database.db
        .select({
          form: forms,
          role: formCollaborators.role,
          cursorAt: exactTimestamp(sql`${forms.createdAt}`).mapWith(String),
        })
        .from(forms)
        .leftJoin(
          formCollaborators,
          and(eq(formCollaborators.formId, forms.id), eq(formCollaborators.userId, userId)),
        )
        .where(and(...where))
        .orderBy(desc(forms.createdAt), desc(forms.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map((r) =>
          toV1Form(r.form, r.form.ownerId === userId ? 'owner' : (r.role ?? 'viewer')),
        ),
        nextCursor:
          rows.length > limit && last ? encodeFormCursor(last.cursorAt, last.form.id) : null,
      };
    },
  );
}
