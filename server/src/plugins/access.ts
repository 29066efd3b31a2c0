/**
 * The one access check (DESIGN.md §5). Every route that touches a form, its questions, responses,
 * drafts, files or analytics loads the form through `loadFormFor`, which applies `canAccessForm`.
 * A form the caller may not see is reported as missing (404), so ids cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { formCollaborators, forms } from '../db/schema';
import { notFound } from './errors';
import type { Identity } from './session';

/** view: read the definition and results; edit: change the definition; manage: delete, publish, share. */
export type FormAction = 'view' | 'edit' | 'manage';
export type FormRow = typeof forms.$inferSelect;
type CollaboratorRole = 'viewer' | 'editor' | null;

const COLLABORATOR_ACTIONS: Record<Exclude<CollaboratorRole, null>, ReadonlySet<FormAction>> = {
  viewer: new Set(['view']),
  editor: new Set(['view', 'edit']),
};

/** Pure decision: who may do what with a form. */
export function canAccessForm(
  identity: Identity,
  form: Pick<FormRow, 'ownerId' | 'anonymousId'>,
  action: FormAction,
  collaboratorRole: CollaboratorRole = null,
): boolean {
  const { user, guestId } = identity;
  if (user?.role === 'admin') return true;
  if (user && form.ownerId === user.id) return true;
  // A guest's form: only the browser holding the guest id that created it (spec §5).
  if (form.ownerId === null && guestId !== null && form.anonymousId === guestId) return true;
  if (user && collaboratorRole) return COLLABORATOR_ACTIONS[collaboratorRole].has(action);
  return false;
}

async function collaboratorRole(db: Db, formId: string, userId: number): Promise<CollaboratorRole> {
  const [row] = await db
    .select({ role: formCollaborators.role })
    .from(formCollaborators)
    .where(and(eq(formCollaborators.formId, formId), eq(formCollaborators.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export async function loadFormFor(
  request: FastifyRequest,
  formId: string,
  action: FormAction,
  db: Db = request.server.database.db,
): Promise<FormRow> {
  const [form] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
  if (!form) throw notFound('Form not found');
  const { identity } = request;
  if (canAccessForm(identity, form, action)) return form;
  const role = identity.user ? await collaboratorRole(db, form.id, identity.user.id) : null;
  if (role && canAccessForm(identity, form, action, role)) return form;
  throw notFound('Form not found');
}
