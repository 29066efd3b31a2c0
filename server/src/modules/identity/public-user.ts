import type { User } from '@core/api/auth';
import type { UserRow } from './session-store';

/** The user as the API shows it: no password hash, no payment-provider identifiers. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    role: row.role,
    credits: row.credits,
    authProvider: row.authProvider,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    autoRenewal: row.autoRenewal,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
  };
}
