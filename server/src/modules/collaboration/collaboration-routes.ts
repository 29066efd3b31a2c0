/**
 * Sharing a form (issue 14): collaborators and their roles, invitations and their answers,
 * ownership transfer, and the forms shared with the caller. Every form route goes through the one
 * access check (plugins/access.ts); the invitation routes check the invitation's token instead.
 */
import type { FastifyInstance } from 'fastify';
import { registerChangeCollaboratorRole } from './change-collaborator-role';
import { registerGetInvitation } from './get-invitation';
import { registerInviteCollaborator } from './invite-collaborator';
import { registerListCollaborators } from './list-collaborators';
import { registerListSharedForms } from './list-shared-forms';
import { registerRemoveCollaborator } from './remove-collaborator';
import { registerRespondToInvitation } from './respond-to-invitation';
import { registerRevokeInvitation } from './revoke-invitation';
import { registerTransferOwnership } from './transfer-ownership';

export async function collaborationRoutes(app: FastifyInstance): Promise<void> {
  registerListCollaborators(app);
  registerInviteCollaborator(app);
  registerRevokeInvitation(app);
  registerChangeCollaboratorRole(app);
  registerRemoveCollaborator(app);
  registerTransferOwnership(app);
  registerGetInvitation(app);
  registerRespondToInvitation(app);
  registerListSharedForms(app);
}
