/**
 * GET /api/shared-forms: the forms others shared with the caller, newest change first, with the
 * caller's role and the owner's name. A guest has none (an empty list, not an error: the
 * dashboard asks for it whoever is looking).
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sharedFormListResponseSchema, type SharedFormSummary } from '@core/api/collaboration';
import { formCollaborators, forms, users } from '../../db/schema';
import { toSummaries } from '../forms/form-mapping';
import { displayName } from './collaboration-texts';

const LIST_LIMIT = 500;

export function registerListSharedForms(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/shared-forms',
    {
      schema: {
        tags: ['sharing'],
        summary: 'Forms shared with the caller, with their role',
        response: { 200: sharedFormListResponseSchema },
      },
    },
    async (request): Promise<SharedFormSummary[]> => {
      const user = request.identity.user;
      if (!user) return [];
      const { db } = app.database;
      const rows = await db
        .select({
          form: forms,
          role: formCollaborators.role,
          ownerName: users.name,
          ownerUsername: users.username,
        })
        .from(formCollaborators)
        .innerJoin(forms, eq(forms.id, formCollaborators.formId))
        .leftJoin(users, eq(users.id, forms.ownerId))
        .where(eq(formCollaborators.userId, user.id))
        .orderBy(desc(forms.updatedAt))
        .limit(LIST_LIMIT);
      const summaries = await toSummaries(
        db,
        rows.map((r) => r.form),
      );
      return summaries.map((summary, i) => {
        const row = rows[i]!;
        return {
          ...summary,
          role: row.role,
          ownerName:
            row.ownerUsername !== null
              ? displayName({ name: row.ownerName, username: row.ownerUsername })
              : '',
        };
      });
    },
  );
}
