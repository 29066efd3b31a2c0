/** GET /api/billing/plans: the plans /pricing shows (public: guests see prices too). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { plansResponseSchema } from '@core/api/billing';
import { listPlans } from './plans';

export function registerGetPlans(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans and credit packs, with prices from configuration',
        response: { 200: plansResponseSchema },
      },
    },
    async () => listPlans(app.config),
  );
}
