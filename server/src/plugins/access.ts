/**
 * The one access check (DESIGN.md §5). Every route that touches a form, its questions, responses,
 * drafts, files, analytics or collaborators loads the form through `loadFormFor` (or
 * `loadFormAccess`, which also answers the caller's permissions), which applies `canAccessForm`.
 *
 * - No access at all: 404, as for a missing form, so ids cannot be probed.
 * - Access, but a role too low for the action: 403 FORBIDDEN with a message that says why. The
 *   form's existence is no secret to someone who can already see it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@core/api/common';
import type { FormPermissions, FormRole } from '@core/api/form-permissions';
import type { Db } from '../db/database';
import { formCollaborators, forms } from '../db/schema';
import { AppError, notFound } from './errors';
import type { Identity } from './session';

/**
 * view: read the definition, responses, summaries and exports; edit: change the definition (and
 * manage responses); publish: publish and unpublish; delete: delete the form; share: invite,
 * change roles, remove people, revoke invitations; transfer: hand the form to another owner.
 */
export type FormAction = 'view' | 'edit' | 'publish' | 'delete' | 'share' | 'transfer';
export type FormRow = typeof forms.$inferSelect;
type CollaboratorRole = 'viewer' | 'editor' | null;

const ROLE_ACTIONS: Record<FormRole, ReadonlySet<FormAction>> = {
  owner: new Set(['view', 'edit', 'publish', 'delete', 'share', 'transfer']),
  admin: new Set(['view', 'edit', 'publish', 'delete', 'share', 'transfer']),
  editor: new Set(['view', 'edit', 'publish']),
  viewer: new Set(['view']),
};

/**
 * Sharing names people and sends mail on the sharer's behalf, and makes them collaborators of an
 * account's form: only an account may share, and only a form an account owns can be shared (a
 * guest's form, even opened by an admin, has nobody to answer for it until its guest signs in).
 */
const ACCOUNT_ACTIONS: ReadonlySet<FormAction> = new Set(['share', 'transfer']);

type FormOwner = Pick<FormRow, 'ownerId'>;

/** The caller's relation to the form, or null when they have none. Owner wins over admin. */
export function formRoleOf(
  identity: Identity,
  form: Pick<FormRow, 'ownerId' | 'anonymousId'>,
  collaboratorRole: CollaboratorRole = null,
): FormRole | null {
  const { user, guestId } = identity;
  if (user && form.ownerId === user.id) return 'owner';
  // A guest's form: only the browser holding the guest id that created it (spec §5).
  if (form.ownerId === null && guestId !== null && form.anonymousId === guestId) return 'owner';
  if (user?.role === 'admin') return 'admin';
  if (user && collaboratorRole) return collaboratorRole;
  return null;
}

function allows(
  identity: Identity,
  form: FormOwner,
  role: FormRole | null,
  action: FormAction,
): boolean {
  if (!role || !ROLE_ACTIONS[role].has(action)) return false;
  return !ACCOUNT_ACTIONS.has(action) || (identity.user !== null && form.ownerId !== null);
}

/** Pure decision: who may do what with a form. */
export function canAccessForm(
  identity: Identity,
  form: Pick<FormRow, 'ownerId' | 'anonymousId'>,
  action: FormAction,
  collaboratorRole: CollaboratorRole = null,
): boolean {
  return allows(identity, form, formRoleOf(identity, form, collaboratorRole), action);
}

/** Whether a role may do an action, whoever holds it (a person's access after a role change). */
export function roleAllows(role: FormRole, action: FormAction): boolean {
  return ROLE_ACTIONS[role].has(action);
}

/** What the caller may do, for screens that hide what the role cannot do. */
export function formPermissions(
  identity: Identity,
  form: FormOwner,
  role: FormRole,
): FormPermissions {
  return {
    role,
    canEdit: allows(identity, form, role, 'edit'),
    canPublish: allows(identity, form, role, 'publish'),
    canShare: allows(identity, form, role, 'share'),
    canDelete: allows(identity, form, role, 'delete'),
    canTransfer: allows(identity, form, role, 'transfer'),
  };
}

/** The 403's message: says what the role cannot do, in the words of the Share dialog. */
export function forbiddenMessage(identity: Identity, role: FormRole, action: FormAction): string {
  if (ACCOUNT_ACTIONS.has(action) && !identity.user) {
    return 'You need an account to share forms. Sign in or create one: your forms move into it.';
  }
  // Past the check above, only a guest's form stops an owner or an admin.
  if (ACCOUNT_ACTIONS.has(action) && (role === 'admin' || role === 'owner')) {
    return "A guest's form can't be shared until it moves into an account";
  }
  if (role === 'viewer') return "Viewers can't change this form";
  if (action === 'delete') return 'Only the owner can delete this form';
  if (action === 'transfer') return 'Only the owner can transfer this form';
  return 'Only the owner can share this form';
}

export const forbidden = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

async function collaboratorRole(db: Db, formId: string, userId: number): Promise<CollaboratorRole> {
  const [row] = await db
    .select({ role: formCollaborators.role })
    .from(formCollaborators)
    .where(and(eq(formCollaborators.formId, formId), eq(formCollaborators.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export interface FormAccess {
  form: FormRow;
  permissions: FormPermissions;
}

/** The form and the caller's permissions, if they may do `action`; else 404 or 403 (see above). */
export async function loadFormAccess(
  request: FastifyRequest,
  formId: string,
  action: FormAction,
  db: Db = request.server.database.db,
): Promise<FormAccess> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  if (!form) throw notFound('Form not found');
  const { identity } = request;
  // Owners, guest creators and admins are known from the row; only others cost a second query.
  let role = formRoleOf(identity, form);
  if (!role && identity.user) {
    role = formRoleOf(identity, form, await collaboratorRole(db, form.id, identity.user.id));
  }
  if (!role) throw notFound('Form not found');
  if (!allows(identity, form, role, action)) {
    throw forbidden(forbiddenMessage(identity, role, action));
  }
  return { form, permissions: formPermissions(identity, form, role) };
}

export async function loadFormFor(
  request: FastifyRequest,
  formId: string,
  action: FormAction,
  db: Db = request.server.database.db,
): Promise<FormRow> {
  return (await loadFormAccess(request, formId, action, db)).form;
}
