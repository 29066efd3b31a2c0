/**
 * Sharing a form (issue 14): collaborators with a role, invitations by e-mail address or username,
 * ownership transfer, and the caller's own permissions on a form, which the web uses to hide what
 * the role cannot do (the server refuses it anyway).
 *
 * viewer: sees the form, its responses, summaries and exports, and changes nothing.
 * editor: also edits, publishes and unpublishes; cannot delete, share or transfer.
 * owner (and admin): everything.
 */
import { z } from 'zod';
import { formPermissionsSchema } from './form-permissions';
import { formSummarySchema } from './forms';

// Re-exported: the permissions were first declared here, and screens import them from here.
export {
  formPermissionsSchema,
  formRoleSchema,
  type FormPermissions,
  type FormRole,
} from './form-permissions';

export const COLLABORATOR_ROLES = ['viewer', 'editor'] as const;
export const collaboratorRoleSchema = z.enum(COLLABORATOR_ROLES, {
  error: 'Choose a role: viewer or editor',
});
export type CollaboratorRole = z.infer<typeof collaboratorRoleSchema>;

/** Days an invitation stays valid. */
export const INVITATION_TTL_DAYS = 7;

const personSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string().nullable(),
  email: z.string(),
});

export const collaboratorSchema = personSchema.extend({
  role: collaboratorRoleSchema,
  addedAt: z.string(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** The invited account's username, when the address or username belonged to one. */
  username: z.string().nullable(),
  role: collaboratorRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/forms/{id}/collaborators (anyone with access; pending invitations only for sharers). */
export const collaboratorsResponseSchema = z.object({
  owner: personSchema.nullable(),
  collaborators: z.array(collaboratorSchema),
  invitations: z.array(pendingInvitationSchema),
  permissions: formPermissionsSchema,
});
export type CollaboratorsResponse = z.infer<typeof collaboratorsResponseSchema>;

/** POST /api/forms/{id}/invitations: an e-mail address or a username, and a role. */
export const inviteRequestSchema = z.object({
  recipient: z
    .string()
    .trim()
    .min(1, 'Enter an e-mail address or a username')
    .max(254, 'That is too long for an e-mail address or a username'),
  role: collaboratorRoleSchema,
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;
export const inviteResponseSchema = z.object({ invitation: pendingInvitationSchema });

export const invitationParamsSchema = z.object({
  id: z.string().min(1).max(64),
  invitationId: z.coerce.number().int().positive(),
});
export const collaboratorParamsSchema = z.object({
  id: z.string().min(1).max(64),
  userId: z.coerce.number().int().positive(),
});

/** PATCH /api/forms/{id}/collaborators/{userId} */
export const changeRoleRequestSchema = z.object({ role: collaboratorRoleSchema });

/** POST /api/forms/{id}/transfer: the new owner must already be an editor of the form. */
export const transferOwnershipRequestSchema = z.object({ userId: z.number().int().positive() });

/** POST /api/invitations/{invitationId}/respond (spec §7). */
export const respondToInvitationParamsSchema = z.object({
  invitationId: z.coerce.number().int().positive(),
});
export const respondToInvitationRequestSchema = z.object({
  action: z.enum(['accept', 'decline'], { error: 'Choose accept or decline' }),
  /** The last path segment of the notification's actionUrl. */
  token: z.string().min(1).max(200),
});
export const respondToInvitationResponseSchema = z.object({
  redirectUrl: z.string().optional(),
});

/**
 * GET /api/invitations/{invitationId}?token=...: what the invitation page shows before signing in
 * (the e-mail's link for someone without an account leads to sign-up, then back here).
 */
export const invitationQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const invitationDetailsSchema = z.object({
  id: z.number().int(),
  formId: z.string(),
  formTitle: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: collaboratorRoleSchema,
  status: z.enum(['pending', 'accepted', 'declined', 'revoked', 'expired']),
  expiresAt: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** The web route an invitation's link opens; its last segment is the token (spec §3, §7). */
export const invitationPath = (invitationId: number, token: string) =>
  `/invitations/${invitationId}/${token}`;

/** GET /api/shared-forms: forms others shared with the caller, with the caller's role. */
export const sharedFormSummarySchema = formSummarySchema.extend({
  role: collaboratorRoleSchema,
  ownerName: z.string(),
});
export type SharedFormSummary = z.infer<typeof sharedFormSummarySchema>;
export const sharedFormListResponseSchema = z.array(sharedFormSummarySchema);

/**
 * 410 from POST /api/invitations/{invitationId}/respond: the invitation can no longer be answered
 * (already answered, revoked, or past its expiry). The message says which.
 */
export const INVITATION_GONE_CODE = 'INVITATION_GONE';

/** Invitations one person may send per hour, over all their forms, so sharing cannot spam. */
export const INVITATIONS_PER_HOUR = 50;
