/** GET /api/forms/{id}/webhooks: the form's endpoints (owner and editors). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formIdParamsSchema } from '@core/api/forms';
import { webhooksResponseSchema } from '@core/api/webhooks';
import { loadFormFor } from '../../plugins/access';
import { readEndpoints } from './endpoint-mapping';

export function registerListWebhooks(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/forms/:id/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A form's webhook endpoints",
        params: formIdParamsSchema,
        response: { 200: webhooksResponseSchema },
      },
    },
    async (request) => {
      // 'edit': the URLs and their logs are integration settings, not for viewers.
      const form = await loadFormFor(request, request.params.id, 'edit');
      const { allowHttp, allowPrivate } = app.config.webhooks;
      return {
        endpoints: await readEndpoints(app.database.db, form.id),
        urlRules: { httpAllowed: allowHttp, privateAllowed: allowPrivate },
      };
    },
  );
}
