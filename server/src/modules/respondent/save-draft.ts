/**
 * PUT /api/public/forms/{id}/drafts/{draftId}: autosave of a respondent's answers, upserted by the
 * client's random draft id. A submitted draft is frozen. GET /api/public/drafts/{token} resumes a
 * draft on another device.
 */
import { answeredLanguage } from './form-language';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import {
  draftIdSchema,
  resumeDraftResponseSchema,
  saveDraftRequestSchema,
  saveDraftResponseSchema,
} from '@core/api/public';
import { formDrafts } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { clientMeta } from './client-meta';
import { resumeTokenFor, resumeTokenHash } from './draft-tokens';
import { namedVersion } from './answered-version';
import { loadPublicForm } from './load-public-form';

export const DRAFT_BODY_LIMIT = 512 * 1024;

/**
 * Upserts a draft's answers (autosave's and the no-script post's); null when the draft id is
 * another form's or the draft was already submitted (a submitted draft is frozen).
 */
export async function upsertDraft(
  app: FastifyInstance,
  request: FastifyRequest,
  {
    formId,
    draftId,
    answers,
    formVersion,
    language = null,
  }: {
    formId: string;
    draftId: string;
    answers: Record<string, unknown>;
    /** The published version the page showed (ADR 036); set once, kept by later saves. */
    formVersion: number | null;
    /** The form language the page shows (ADR 048); a later save in another language wins. */
    language?: string | null;
  },
): Promise<{ lastUpdated: Date } | null> {
  const token = resumeTokenFor(app.config.sessionSecret, draftId);
  const now = new Date();
  const meta = clientMeta(request, app.config);
  const [row] = await app.database.db
    .insert(formDrafts)
    .values({
      formId,
      draftId,
      answers,
      lastUpdated: now,
      anonymousId: request.identity.guestId,
      userId: request.identity.user?.id ?? null,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent,
      resumeTokenHash: resumeTokenHash(token),
      // Set once: a saved draft stays on the version it started on (ADR 036).
      formVersion,
      language,
    })
    .onConflictDoUpdate({
      target: formDrafts.draftId,
      set: { answers, lastUpdated: now, language },
      // A draft id belongs to one form, and a submitted draft no longer changes.
      setWhere: and(eq(formDrafts.formId, formId), eq(formDrafts.isCompleted, false)),
    })
    .returning({ lastUpdated: formDrafts.lastUpdated });
  return row ?? null;
}

export function registerSaveDraft(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.put(
    '/api/public/forms/:id/drafts/:draftId',
    {
      bodyLimit: DRAFT_BODY_LIMIT,
      config: { rateLimit: { max: 240, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'Autosave a draft',
        params: z.object({ id: z.string().min(1).max(64), draftId: draftIdSchema }),
        body: saveDraftRequestSchema,
        response: {
          200: saveDraftResponseSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          410: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { id, draftId } = request.params;
      const state = await loadPublicForm(app.database.db, id);
      if (state.status === 'closed')
        throw new AppError(410, 'FORM_CLOSED', state.message ?? 'Closed');
      if (state.status !== 'open') throw new AppError(404, 'NOT_FOUND', 'Form not found');
      const row = await upsertDraft(app, request, {
        formId: id,
        draftId,
        answers: request.body.answers,
        formVersion: namedVersion(state, request.body.formVersion),
        language: answeredLanguage(state.definition?.languages, request.body.language, null),
      });
      if (!row) throw new AppError(409, 'DRAFT_CLOSED', 'This draft was already submitted');
      return {
        draftId,
        lastUpdated: row.lastUpdated.toISOString(),
        resumeToken: resumeTokenFor(app.config.sessionSecret, draftId),
      };
    },
  );

  typed.get(
    '/api/public/drafts/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'Resume a draft from its link',
        params: z.object({ token: z.string().min(20).max(100) }),
        response: { 200: resumeDraftResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const [draft] = await app.database.db
        .select()
        .from(formDrafts)
        .where(
          and(
            eq(formDrafts.resumeTokenHash, resumeTokenHash(request.params.token)),
            eq(formDrafts.isCompleted, false),
          ),
        )
        .limit(1);
      if (!draft)
        throw new AppError(
          404,
          'NOT_FOUND',
          'This link has expired or the form was already submitted',
        );
      return {
        formId: draft.formId,
        draftId: draft.draftId,
        answers: draft.answers as Record<string, unknown>,
        lastUpdated: draft.lastUpdated.toISOString(),
        formVersion: draft.formVersion,
        language: draft.language,
      };
    },
  );
}
