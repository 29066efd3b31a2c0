/** The signed-in user as GET /api/user returns it (the fields the shell uses). */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  name?: string | null;
  role?: 'user' | 'admin';
  credits?: number;
  authProvider?: string;
  subscriptionStatus?: string | null;
  createdAt?: string;
  /** False until the link mailed to `email` is opened (ADR 029). */
  emailVerified?: boolean;
  /** A new address waiting for its link; `email` changes only then. */
  pendingEmail?: string | null;
}

/** Product spec section 4: loading, then authenticated or guest (nobody signed in). */
export type SessionStatus = 'loading' | 'authenticated' | 'guest';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /**
   * The guest id the server issued to this browser, as mirrored client-side (UI state only, never
   * proof of identity). It stays after sign-in until the guest's forms are migrated.
   */
  guestId: string | null;
}

/** The name to show for a user: their name, falling back to the username. */
export function displayName(user: Pick<SessionUser, 'name' | 'username'>): string {
  const name = user.name?.trim();
  return name ? name : user.username;
}
