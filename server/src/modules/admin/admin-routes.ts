/**
 * The admin console's API (issue 16): the overview, users and the actions on them, all forms,
 * global templates and the audit log. One guard for the whole plugin answers 404 to anyone who is
 * not an admin; every action writes its audit entry in the transaction of its change.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '../../storage/file-storage';
import { registerAdjustCredits } from './adjust-credits';
import { registerChangeAdminRole } from './change-admin-role';
import { registerCreateTemplate } from './create-template';
import { registerDeleteUser } from './delete-user';
import { registerGetOverview } from './get-overview';
import { registerGetUser } from './get-user';
import { registerGrantPro } from './grant-pro';
import { registerListAudit } from './list-audit';
import { registerListForms } from './list-forms';
import { registerListUsers } from './list-users';
import { registerManageTemplates } from './manage-templates';
import { guardAdminRoutes } from './require-admin';
import { registerSetUserDisabled } from './set-user-disabled';
import { registerSignOutUser } from './sign-out-user';
import { registerUnpublishForm } from './unpublish-form';
import { registerUpdateTemplate } from './update-template';

export const adminRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, options) => {
  guardAdminRoutes(app);
  registerGetOverview(app);
  registerListUsers(app);
  registerGetUser(app);
  registerChangeAdminRole(app);
  registerAdjustCredits(app);
  registerGrantPro(app);
  registerSignOutUser(app);
  registerSetUserDisabled(app);
  registerDeleteUser(app, options.storage);
  registerListAudit(app);
  registerListForms(app);
  registerUnpublishForm(app);
  registerManageTemplates(app);
  registerCreateTemplate(app);
  registerUpdateTemplate(app);
};
