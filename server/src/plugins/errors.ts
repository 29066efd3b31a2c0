/**
 * The one error handler: every failure leaves as JSON `{ message, code }` with the right status,
 * and never with a stack trace. Unknown /api paths are JSON 404s; other unknown GETs fall through
 * to the client (registered by the static-client plugin through `setNotFoundHandler`).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@core/api/common';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { isSharedStateUnavailable } from '../lib/shared-state-unavailable';
import { RETRY_AFTER_SECONDS } from './lifecycle';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.rateLimited,
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? 'Invalid input';
      }
      const [field, text] = Object.entries(errors)[0] ?? ['_', 'Invalid input'];
      const message = field === '_' ? text : `${field}: ${text}`;
      return reply.status(400).send({ message, code: ERROR_CODES.validation, errors });
    }
    // The database (or Redis, issue 19) restarting or failing over: the same request will work
    // in a moment.
    const unavailable = isDatabaseUnavailable(error)
      ? 'database unavailable'
      : isSharedStateUnavailable(error) && 'shared state unavailable';
    if (unavailable) {
      request.log.error({ err: error }, unavailable);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: 'Service temporarily unavailable', code: ERROR_CODES.unavailable });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ message: 'Internal server error', code: ERROR_CODES.internal });
    }
    // Fastify's own 4xx errors (bad JSON, body too large, rate limits): their messages are safe.
    return reply
      .status(status)
      .send({ message: error.message, code: CODE_BY_STATUS[status] ?? `HTTP_${status}` });
  });
}

export function apiNotFound(method: string, url: string): AppError {
  return notFound(`Route ${method} ${url.split('?')[0]} not found`);
}
