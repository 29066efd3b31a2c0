/**
 * Users as the console shows them, and the lookups the user actions share: the target locked for
 * the action's transaction, and the admin-count check that keeps at least one working admin.
 */
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES, type AdminUserSummary } from '@core/api/admin';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../plugins/errors';
import { isPro } from '../identity/published-form-limit';
import type { UserRow } from '../identity/session-store';

export function toAdminUserSummary(user: UserRow): AdminUserSummary {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    plan: isPro(user) ? 'pro' : 'free',
    credits: user.credits,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
  };
}

/** The user an action is about, row-locked until the transaction ends (404 when missing). */
export async function lockTargetUser(tx: Db, id: number): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Serialises every change that can take an admin away (revoke, disable, delete). A row lock on the
 * target is not enough: two admins revoking each other lock different rows, each still sees the
 * other as an admin, and both commit. With this lock the second waits, then counts afresh.
 */
export async function lockAdminRoles(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7165030116)`);
}

/** Refuses (409) when `user` is the last admin who can still sign in. Call after lockAdminRoles. */
export async function ensureAnotherAdmin(tx: Db, user: UserRow): Promise<void> {
  if (user.role !== 'admin' || user.disabledAt !== null) return;
  const [{ value }] = (await tx
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, user.id)))) as [
    { value: number },
  ];
  if (value === 0) throw new AppError(409, ADMIN_ERROR_CODES.lastAdmin, ADMIN_MESSAGES.lastAdmin);
}

/** What an audit entry records of a user before and after an action. */
export function auditedUser(user: UserRow) {
  return {
    role: user.role,
    credits: user.credits,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
  };
}
