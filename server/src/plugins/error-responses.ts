/**
 * Every route's response schemas cover every error it can answer. A reply is serialised through
 * the schema declared for its status, and one that does not match becomes a 500
 * (FST_ERR_RESPONSE_SERIALIZATION): the publish route declared its 403 as the publish-limit body,
 * so the same-origin check's 403 BAD_ORIGIN left as a 500. Errors come from places a route's
 * author does not see (the origin check, body parsing, rate limits, the access check, the error
 * handler's 503s), so one hook declares them all instead of each route listing them:
 *
 * - `4xx` and `5xx` get the shared error body, so any error status a route did not declare is
 *   still checked and documented in the OpenAPI document;
 * - an error status a route declared with its own body (publish's 403, health's 503) accepts
 *   either that body or the shared one, and the document shows both.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';

const errorBody = apiErrorSchema.describe(
  'Error: a message for people and a stable code for programs (VALIDATION_ERROR adds errors, a map from field to message)',
);

const ERROR_STATUS = /^[45](?:\d\d|xx)$/i;

/** Widens one route's response map; other routes and the schema objects themselves are left alone. */
export function withErrorResponses(response: Record<string, unknown>): Record<string, unknown> {
  const widened: Record<string, unknown> = { ...response };
  for (const [status, schema] of Object.entries(response)) {
    if (!ERROR_STATUS.test(status) || schema === apiErrorSchema) continue;
    // Only zod schemas are widened; a content-type map (no route uses one) is left as declared.
    if (schema instanceof z.ZodType) widened[status] = z.union([schema, errorBody]);
  }
  widened['4xx'] ??= errorBody;
  widened['5xx'] ??= errorBody;
  return widened;
}

export function registerErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    // JSON API routes only: the client's pages and the API explorer are documents, not JSON.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = route.schema ?? {};
    route.schema = {
      ...schema,
      response: withErrorResponses((schema.response ?? {}) as Record<string, unknown>),
    };
  });
}
