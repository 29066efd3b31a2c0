/**
 * GET /api/forms/{id}/versions: the published versions, newest first, each with its response
 * count and what changed against the one before, in words (core's describeChanges).
 * GET /api/forms/{id}/versions/{n}: that version's definition. Both need `view`: viewers read the
 * history; restoring (restore-version.ts) needs `edit`.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  type FormVersionSummary,
  formVersionDetailSchema,
  formVersionListSchema,
  formVersionParamsSchema,
} from '@core/api/form-versions';
import { formIdParamsSchema } from '@core/api/forms';
import { describeChanges } from '@core/form/describe-changes';
import { versionDefinitionOf } from '@core/form/form-version';
import { formVersions, responses, users } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { publishedChanges, publishedDefinitions } from './published-version-cache';
import { notFound } from '../../plugins/errors';

/** A version and who published it (joined to users). */
const VERSION_COLUMNS = {
  number: formVersions.number,
  definition: formVersions.definition,
  publishedAt: formVersions.publishedAt,
  userId: users.id,
  username: users.username,
};

/** The list's columns: the definitions come from publishedDefinitions, most often from memory. */
const { definition: _definition, ...LISTED_COLUMNS } = VERSION_COLUMNS;

const publisher = (id: number | null, username: string | null) =>
  id !== null && username !== null ? { id, username } : null;

export function registerListFormVersions(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/forms/:id/versions',
    {
      schema: {
        tags: ['forms'],
        summary: "A form's published versions, newest first, with what each changed",
        params: formIdParamsSchema,
        response: { 200: formVersionListSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const { db } = app.database;
      const [rows, counts] = await Promise.all([
        db
          .select(LISTED_COLUMNS)
          .from(formVersions)
          .leftJoin(users, eq(users.id, formVersions.publishedBy))
          .where(eq(formVersions.formId, form.id))
          .orderBy(formVersions.number),
        db
          .select({ formVersion: responses.formVersion, n: count() })
          .from(responses)
          .where(eq(responses.formId, form.id))
          .groupBy(responses.formVersion),
      ]);
      const byVersion = new Map(counts.map((c) => [c.formVersion, Number(c.n)]));
      // Versions are immutable: each is parsed, and compared with the one before, once.
      const definitions = await publishedDefinitions(
        db,
        form.id,
        rows.map((r) => r.number),
      );
      const list: FormVersionSummary[] = rows.map((r, i) => ({
        number: r.number,
        publishedAt: r.publishedAt.toISOString(),
        publishedBy: publisher(r.userId, r.username),
        responseCount: byVersion.get(r.number) ?? 0,
        changes:
          i === 0
            ? []
            : publishedChanges(form.id, r.number, () =>
                describeChanges(definitions.get(rows[i - 1]!.number)!, definitions.get(r.number)!),
              ),
        live: r.number === form.publishedVersion,
      }));
      return list.reverse();
    },
  );

  typed.get(
    '/api/forms/:id/versions/:number',
    {
      schema: {
        tags: ['forms'],
        summary: 'One published version of a form, with its whole definition',
        params: formVersionParamsSchema,
        response: { 200: formVersionDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const [row] = await app.database.db
        .select(VERSION_COLUMNS)
        .from(formVersions)
        .leftJoin(users, eq(users.id, formVersions.publishedBy))
        .where(
          and(eq(formVersions.formId, form.id), eq(formVersions.number, request.params.number)),
        )
        .limit(1);
      if (!row) throw notFound('Version not found');
      return {
        number: row.number,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy: publisher(row.userId, row.username),
        definition: versionDefinitionOf(row.definition),
      };
    },
  );
}
