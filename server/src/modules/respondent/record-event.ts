/**
 * POST /api/public/forms/{id}/events: view, start and submit events for the completion funnel and
 * embed analytics, for forms that take responses (404 otherwise, 410 once closed). No cookies are
 * set. Events are counted per visitor (issue 28): the respondent page sends a random id it keeps
 * in the browser's storage, so four people behind one office address are four views and a reload
 * is still one.
 *
 * - A visitor has at most one row per step (a unique index), so repeats are accepted and not
 *   stored, on every instance and for good, not only within a window.
 * - Steps imply the ones before: a start also stores the visitor's view, a submit their view and
 *   start, where those did not arrive (a reload that restored a draft sends no new view). So for
 *   every visitor views ≥ starts, and the summary only has to count rows.
 * - A row keeps the page that hosted the form when the visitor first reached that step (the embed's
 *   host page). Browsers keep an embed's storage apart per host site, so the same person on two
 *   sites has two visitor ids and each host's funnel is whole.
 * - The address is only an abuse limit now: it may bring at most EVENT_VISITORS_PER_ADDRESS new
 *   visitors per form, step and half hour. Past that, events of that step are accepted and not
 *   stored, so a script inventing ids adds at most that many visitors per step it sends (each
 *   brings the earlier steps along: at most three times that many views).
 * - A page older than issue 28 sends no id: its events are deduplicated by address for half an
 *   hour, as before, and stored without one.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { EMBED_EVENT_TYPES, embedEventRequestSchema } from '@core/api/public';
import { embedAnalytics } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { clientMeta } from './client-meta';
import { loadPublicForm } from './load-public-form';
import { addressBucket } from './upload-allowance';

const WINDOW_MS = 30 * 60 * 1000;
/**
 * New visitors one address may add to one step of one form per window. An office or a school
 * behind one address stays well inside it; the route's own rate limit (60 events a minute) would
 * otherwise let one address add 1,800 in half an hour.
 */
export const EVENT_VISITORS_PER_ADDRESS = 200;

type EventBody = z.infer<typeof embedEventRequestSchema>;
type EventType = EventBody['type'];

/** The shared-state counter of the new visitors an address brought to a form's step. */
export const addressEventsKey = (address: string, formId: string, type: EventType) =>
  `event-address:${address}|${formId}|${type}`;

/** Shared state unavailable (Redis down): the event is counted; see where it is used. */
function failOpen(request: FastifyRequest) {
  return (err: unknown) => {
    request.log.warn({ err }, 'event limits unavailable; counting the event');
    return null;
  };
}

/**
 * Stores a visitor's step, and the steps before it they have not reached yet, within the address's
 * limit. Redis down: counted (fail open), as a skewed funnel costs less than a refused page.
 */
async function recordVisitorEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  formId: string,
  body: EventBody & { visitorId: string },
): Promise<void> {
  const key = addressEventsKey(addressBucket(request.ip), formId, body.type);
  const used = await app.sharedState.peek(key).catch(failOpen(request));
  if (used && used.count >= EVENT_VISITORS_PER_ADDRESS) return;
  const meta = clientMeta(request, app.config);
  const steps = EMBED_EVENT_TYPES.slice(0, EMBED_EVENT_TYPES.indexOf(body.type) + 1);
  const stored = await app.database.db
    .insert(embedAnalytics)
    .values(
      steps.map((eventType) => ({
        formId,
        eventType,
        referrer: body.referrer?.slice(0, 2000) ?? meta.referrer,
        userAgent: meta.userAgent,
        ip: meta.ipAddress,
        visitorId: body.visitorId,
      })),
    )
    .onConflictDoNothing({
      target: [embedAnalytics.formId, embedAnalytics.visitorId, embedAnalytics.eventType],
      where: sql`visitor_id is not null`,
    })
    .returning({ eventType: embedAnalytics.eventType });
  // Only a new visitor of this step uses up the address's allowance; a repeat costs nothing.
  if (stored.some((row) => row.eventType === body.type))
    await app.sharedState.increment(key, 1, WINDOW_MS).catch(failOpen(request));
}

/** A page without a visitor id: one event per address, form and step per window, as before. */
async function recordAddressEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  formId: string,
  body: EventBody,
): Promise<void> {
  const key = `event-seen:${request.ip}|${formId}|${body.type}`;
  const first = await app.sharedState.setOnce(key, WINDOW_MS).catch(failOpen(request));
  if (first === false) return;
  const meta = clientMeta(request, app.config);
  await app.database.db.insert(embedAnalytics).values({
    formId,
    eventType: body.type,
    referrer: body.referrer?.slice(0, 2000) ?? meta.referrer,
    userAgent: meta.userAgent,
    ip: meta.ipAddress,
  });
}

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
      const { visitorId } = request.body;
      if (visitorId) await recordVisitorEvent(app, request, id, { ...request.body, visitorId });
      else await recordAddressEvent(app, request, id, request.body);
      // Repeats and events past the address's limit are accepted and not stored: the page has
      // nothing to do about either.
      return reply.status(204).send(null);
    },
  );
}
