/**
 * Templates: the gallery, previews, starting a form from a template, and users' own templates.
 * Registering the module first brings the global templates up to date with the code's catalogue.
 */
import type { FastifyInstance } from 'fastify';
import { registerDeleteTemplate } from './delete-template';
import { registerGetTemplate } from './get-template';
import { registerListTemplates } from './list-templates';
import { registerSaveAsTemplate } from './save-as-template';
import { seedTemplates } from './seed-templates';
import { registerUseTemplate } from './use-template';

export async function templatesRoutes(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const seeded = await seedTemplates(app.database.db);
  const ms = Math.round(performance.now() - started);
  app.log.debug({ ...seeded, ms }, 'templates seeded');
  registerListTemplates(app);
  registerGetTemplate(app);
  registerUseTemplate(app);
  registerSaveAsTemplate(app);
  registerDeleteTemplate(app);
}
