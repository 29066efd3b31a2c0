/**
 * POST /api/public/forms/{id}/events: view, start and submit events for the completion funnel and
 * embed analytics, for forms that take responses (404 otherwise, 410 once closed). No cookies are
 * set; one event per address, form and type is kept per window so reloads do not inflate the
 * numbers, whichever instance the reload reaches (the window is in the shared state).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { embedEventRequestSchema } from '@core/api/public';
import { embedAnalytics } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { clientMeta } from './client-meta';
import { loadPublicForm } from './load-public-form';

const DEDUPE_WINDOW_MS = 30 * 60 * 1000;

export function registerRecordEvent(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/forms/:id/events',
    {
      bodyLimit: 4096,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'Record a form view, start or submit',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: embedEventRequestSchema,
        response: { 204: z.null(), 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Like submissions and drafts: only a form that takes responses takes events, so nobody can
      // write analytics rows for a draft, an unpublished form or an id that does not exist. The
      // public form page already tells these apart, so the answer reveals nothing new.
      const state = await loadPublicForm(app.database.db, id);
      if (state.status === 'closed')
        throw new AppError(410, 'FORM_CLOSED', state.message ?? 'Closed');
      if (state.status !== 'open') throw new AppError(404, 'NOT_FOUND', 'Form not found');
      const key = `event-seen:${request.ip}|${id}|${request.body.type}`;
      // Redis down: the event is counted (fail open). A reload counted twice skews a funnel a
      // little; refusing the event, or the respondent's page, would cost more.
      const first = await app.sharedState.setOnce(key, DEDUPE_WINDOW_MS).catch((err: unknown) => {
        request.log.warn({ err }, 'event dedupe unavailable; counting the event');
        return true;
      });
      if (first) {
        const meta = clientMeta(request, app.config);
        await app.database.db.insert(embedAnalytics).values({
          formId: id,
          eventType: request.body.type,
          referrer: request.body.referrer?.slice(0, 2000) ?? meta.referrer,
          userAgent: meta.userAgent,
          ip: meta.ipAddress,
        });
      }
      // A repeat within the window is accepted and not counted: reloads do not inflate numbers.
      return reply.status(204).send(null);
    },
  );
}
