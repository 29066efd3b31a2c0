/**
 * Site content (issue 16 item 4): the admin's CMS under /api/admin/content (404 to anyone but an
 * admin, like every /api/admin route), the public pages under /api/site-content, the server
 * rendering of /about, /help, /terms, /privacy and /p/{slug}, and the default pages' seed.
 */
import type { FastifyInstance } from 'fastify';
import { guardAdminRoutes } from '../admin/require-admin';
import { registerContentPagePrerender } from './content-page-prerender';
import { registerCreateContent } from './create-content';
import { registerGetContent } from './get-content';
import { registerGetPublicContent } from './get-public-content';
import { registerListContent } from './list-content';
import { registerPreviewContent } from './preview-content';
import { seedSiteContent } from './seed-site-content';
import { registerSetContentActive } from './set-content-active';
import { registerUpdateContent } from './update-content';

export async function siteContentRoutes(app: FastifyInstance): Promise<void> {
  const seeded = await seedSiteContent(app.database.db);
  app.log.debug(seeded, 'site content seeded');

  await app.register(async (admin) => {
    // Encapsulated: the guard covers these routes only, before their bodies are even parsed.
    guardAdminRoutes(admin);
    registerListContent(admin);
    registerPreviewContent(admin);
    registerGetContent(admin);
    registerCreateContent(admin);
    registerUpdateContent(admin);
    registerSetContentActive(admin);
  });

  registerGetPublicContent(app);
  registerContentPagePrerender(app);
}
