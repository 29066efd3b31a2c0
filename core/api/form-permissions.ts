/**
 * The caller's relation to one form and what it allows. It lives apart from `forms.ts` and
 * `collaboration.ts` because both use it and `collaboration.ts` already imports `forms.ts`.
 *
 * viewer: sees the form, its responses, summaries and exports, and changes nothing.
 * editor: also edits, publishes and unpublishes; cannot delete, share or transfer.
 * owner (and admin): everything. A guest's own form is `owner` too, but sharing and transfer need
 * an account, so a guest gets `canShare` and `canTransfer` false (the Share dialog says why).
 */
import { z } from 'zod';

/** The caller's relation to a form. `admin` is a site admin who is none of the others. */
export const formRoleSchema = z.enum(['owner', 'admin', 'editor', 'viewer']);
export type FormRole = z.infer<typeof formRoleSchema>;

export const formPermissionsSchema = z.object({
  role: formRoleSchema,
  canEdit: z.boolean(),
  canPublish: z.boolean(),
  /** Invite, change roles, remove people, revoke invitations. */
  canShare: z.boolean(),
  canDelete: z.boolean(),
  canTransfer: z.boolean(),
});
export type FormPermissions = z.infer<typeof formPermissionsSchema>;
