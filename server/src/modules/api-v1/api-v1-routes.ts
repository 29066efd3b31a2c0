/**
 * The REST API, version 1 (issue 17 item 4), for other people's programs. Encapsulated: its hook
 * authenticates every /api/v1 route by API key alone, after the per-address limit on failed
 * authentications (api-key-failure-limit.ts), then applies the per-key rate limit, and touches no
 * other route. The shapes are core/api/v1.ts; the routes appear in /api/docs under 'v1'.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import type { FileStorage } from '../../storage/file-storage';
import { ApiKeyFailureLimit } from './api-key-failure-limit';
import { authenticateApiKey } from './authenticate-api-key';
import { registerV1DeleteResponse } from './delete-response';
import { registerV1GetForm } from './get-form';
import { registerV1GetResponse } from './get-response';
import { registerV1ListForms } from './list-forms';
import { registerV1ListResponses } from './list-responses';
import { createV1RateLimit } from './v1-rate-limit';

export async function apiV1Routes(
  app: FastifyInstance,
  opts: { storage: FileStorage },
): Promise<void> {
  app.decorateRequest('apiKey', null);
  const rateLimit = createV1RateLimit(app);
  const failureLimit = new ApiKeyFailureLimit(app.sharedState);
  // preValidation: after the body is read (so a malformed or oversized one gets the same 400 or
  // 413 as on every route) and before the query and params are checked, so a request without a
  // valid key is a 401 whatever else is wrong with it.
  app.addHook('preValidation', async (request, reply) => {
    await failureLimit.refuseIfLimited(request, reply);
    try {
      await authenticateApiKey(request);
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 401) {
        reply.header('www-authenticate', 'Bearer realm="formloom-api"');
        await failureLimit.recordFailure(request);
      }
      throw err;
    }
    await rateLimit(request, reply);
  });
  registerV1ListForms(app);
  registerV1GetForm(app);
  registerV1ListResponses(app);
  registerV1GetResponse(app);
  registerV1DeleteResponse(app, opts.storage);
}
