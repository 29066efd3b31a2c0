/**
 * The public site content API: GET /api/site-content/{slug} (an active page, 404 otherwise) and
 * GET /api/site-content/landing (the home page's text and video sections). The app fetches these
 * on client-side navigation; a first visit gets the same data inlined by the server's rendering.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  landingContentSchema,
  publicContentSchema,
  publicSlugParamsSchema,
  SITE_CONTENT_MESSAGES,
} from '@core/api/site-content';
import { notFound } from '../../plugins/errors';
import { toPublicContent } from './content-mapping';
import { findActivePage, loadLanding } from './load-public-content';

export function registerGetPublicContent(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A static segment wins over the parameter in Fastify's router; 'landing' is a reserved slug.
  routes.get(
    '/api/site-content/landing',
    {
      schema: {
        tags: ['site-content'],
        summary: "The home page's landing text and video (active pages only)",
        response: { 200: landingContentSchema },
      },
    },
    async () => loadLanding(app.database.db),
  );
  routes.get(
    '/api/site-content/:slug',
    {
      schema: {
        tags: ['site-content'],
        summary: 'An active site content page, rendered to sanitised HTML',
        params: publicSlugParamsSchema,
        response: { 200: publicContentSchema },
      },
    },
    async (request) => {
      const row = await findActivePage(app.database.db, request.params.slug);
      if (!row) throw notFound(SITE_CONTENT_MESSAGES.notFound);
      return toPublicContent(row);
    },
  );
}
