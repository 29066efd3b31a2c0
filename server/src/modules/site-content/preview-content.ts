/**
 * POST /api/admin/content/preview: the editor's live preview, rendered by the very function the
 * public pages use, so what the admin sees is what visitors get (sanitised the same way).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewContentRequestSchema, previewContentResponseSchema } from '@core/api/site-content';
import { renderMarkdown } from './render-markdown';

export function registerPreviewContent(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/content/preview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Render Markdown as a site content page would show it (admins only)',
        body: previewContentRequestSchema,
        response: { 200: previewContentResponseSchema },
      },
    },
    async (request) => ({ html: renderMarkdown(request.body.markdown, { cache: false }) }),
  );
}
