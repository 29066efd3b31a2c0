/**
 * GET /api/forms/{id}/versions: the published versions, newest first, each with its response
 * count and what changed against the one before, in words (core's describeChanges).
 * GET /api/forms/{id}/versions/{n}: that version's definition. Both need `view`: viewers read the
 * history; restoring (restore-version.ts) needs `edit`.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  type FormVersionSummary,
  type VersionChange,
  formVersionDetailSchema,
  formVersionListSchema,
  formVersionParamsSchema,
} from '@core/api/form-versions';
import { formIdParamsSchema } from '@core/api/forms';
import { describeChanges } from '@core/form/describe-changes';
import { versionDefinitionOf } from '@core/form/form-version';
import type { Db } from '../../db/database';
import { formVersions, responses, users } from '../../db/schema';
import { loadFormFor } from '../../plugins/access';
import { publishedDefinitions } from './published-version-cache';
import { notFound } from '../../plugins/errors';

/** A version and who published it (joined to users). */
const VERSION_COLUMNS = {
  number: formVersions.number,
  definition: formVersions.definition,
  publishedAt: formVersions.publishedAt,
  userId: users.id,
  username: users.username,
};

/** The list's columns: each version's changes, written when it was published. */
const { definition: _definition, ...WITHOUT_DEFINITION } = VERSION_COLUMNS;
const LISTED_COLUMNS = { ...WITHOUT_DEFINITION, changes: formVersions.changes };

/**
 * Each version's changes against the one numbered before it. A version published before migration
 * 0022 has none stored: they are described from the two definitions once, and stored, so no view
 * of the history describes them again, on any instance. Equal inputs give equal changes, so two
 * instances doing it at once write the same thing.
 */
async function storedChanges(
  db: Db,
  formId: string,
  rows: readonly { number: number; changes: unknown }[],
): Promise<Map<number, VersionChange[]>> {
  const changes = new Map<number, VersionChange[]>();
  const missing = rows.filter((r) => r.changes === null && r.number > 1).map((r) => r.number);
  for (const r of rows) if (r.changes !== null) changes.set(r.number, r.changes as VersionChange[]);
  if (missing.length === 0) return changes;
  const definitions = await publishedDefinitions(db, formId, [
    ...new Set(missing.flatMap((n) => [n - 1, n])),
  ]);
  for (const number of missing) {
    const before = definitions.get(number - 1);
    const after = definitions.get(number)!;
    const described = before ? describeChanges(before, after) : [];
    changes.set(number, described);
    await db
      .update(formVersions)
      .set({ changes: described })
      .where(
        and(
          eq(formVersions.formId, formId),
          eq(formVersions.number, number),
          isNull(formVersions.changes),
        ),
      );
  }
  return changes;
}

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
      const changes = await storedChanges(db, form.id, rows);
      const list: FormVersionSummary[] = rows.map((r) => ({
        number: r.number,
        publishedAt: r.publishedAt.toISOString(),
        publishedBy: publisher(r.userId, r.username),
        responseCount: byVersion.get(r.number) ?? 0,
        changes: changes.get(r.number) ?? [],
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
