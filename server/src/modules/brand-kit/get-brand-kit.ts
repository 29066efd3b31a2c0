/**
 * GET /api/brand-kit: the kit that the caller's new forms start from: their own, else the global
 * one an admin set, else the defaults; `source` says which. Guests may read it (their forms follow
 * the global kit). `?scope=global` reads the global kit itself, for an admin to edit.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandKitQuerySchema, brandKitResponseSchema } from '@core/api/brand-kit';
import { apiErrorSchema } from '@core/api/common';
import { governingKit, readGlobalKit, toBrandKitResponse } from './brand-kit-store';
import { requireAdmin } from './brand-kit-access';

export function registerGetBrandKit(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/brand-kit',
    {
      schema: {
        tags: ['brand-kit'],
        summary: 'The brand kit new forms start from (the caller’s, the global one, or defaults)',
        querystring: brandKitQuerySchema,
        response: {
          200: brandKitResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { db } = app.database;
      if (request.query.scope === 'global') {
        requireAdmin(request);
        const row = await readGlobalKit(db);
        return toBrandKitResponse(row ? 'global' : 'default', row);
      }
      const found = await governingKit(db, request.identity.user?.id ?? null);
      return found
        ? toBrandKitResponse(found.source, found.row)
        : toBrandKitResponse('default', null);
    },
  );
}
