/**
 * GET /api/public/forms/{id}/versions/{n}: an older published version of an open form, for a
 * respondent whose draft started on it (ADR 036). The page shows the live version; a draft on this
 * device or a resume link on version n loads n here, so the respondent finishes the form they
 * started rather than one the server does not check their answers against. Open forms only
 * (a closed or unpublished form answers as the public read does) and numbers 1 to the live one.
 */
import { pageLanguagesOf } from './form-language';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicFormPayloadSchema } from '@core/api/public';
import { notFound } from '../../plugins/errors';
import { loadOlder } from './answered-version';
import { loadPublicForm, toPublicPayload } from './load-public-form';

export function registerServePublicVersion(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/forms/:id/versions/:number',
    {
      schema: {
        tags: ['public'],
        summary: 'A published version of an open form, for a draft started on it',
        params: z.object({
          id: z.string().min(1).max(64),
          number: z.coerce.number().int().min(1).max(1_000_000),
        }),
        response: { 200: publicFormPayloadSchema },
      },
    },
    async (request) => {
      const db = app.database.db;
      const state = await loadPublicForm(db, request.params.id);
      if (state.status !== 'open')
        return toPublicPayload(state, '/forms', pageLanguagesOf(request, state).form);
      const { number } = request.params;
      const live = state.formVersion ?? null;
      if (live === null || number > live) throw notFound('Version not found');
      if (number === live)
        return toPublicPayload(state, '/forms', pageLanguagesOf(request, state).form);
      const older = await loadOlder(db, state, number);
      if (!older) throw notFound('Version not found');
      const olderState = { ...state, definition: older.definition, formVersion: number };
      return toPublicPayload(olderState, '/forms', pageLanguagesOf(request, olderState).form);
    },
  );
}
