/** Forms and their questions. Every route loads its form through the one access check. */
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { registerCreateForm } from './create-form';
import { registerDeleteForm } from './delete-form';
import { registerDuplicateForm } from './duplicate-form';
import { registerFormSettings } from './form-settings';
import { registerGetForm } from './get-form';
import { registerListFormVersions } from './list-form-versions';
import { registerListForms } from './list-forms';
import { registerPublishForm } from './publish-form';
import { registerRestoreVersion } from './restore-version';
import { registerSaveForm } from './save-form';
import { registerTranslationsCsv } from './translations-csv-routes';

export async function formsRoutes(
  app: FastifyInstance,
  opts: { storage: FileStorage },
): Promise<void> {
  registerListForms(app);
  registerCreateForm(app);
  registerGetForm(app);
  registerSaveForm(app);
  registerDeleteForm(app, opts.storage);
  registerDuplicateForm(app);
  registerPublishForm(app);
  registerFormSettings(app);
  registerRestoreVersion(app);
  registerListFormVersions(app);
  registerTranslationsCsv(app);
}
