/**
 * Server-side sessions (DESIGN.md §5). The cookie carries an opaque 256-bit random token; the
 * database keeps only its HMAC, so a database leak does not yield usable cookies. Sessions have an
 * idle expiry (refreshed as they are used) and an absolute one.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, visitorSessions } from '../../db/schema';

export const SESSION_COOKIE = 'formloom_session';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Signed-in sessions: idle 30 days, absolute 90. Guest sessions hold guest forms: 1 year. */
export const USER_IDLE_MS = 30 * DAY_MS;
export const USER_ABSOLUTE_MS = 90 * DAY_MS;
export const GUEST_ABSOLUTE_MS = 365 * DAY_MS;
/**
 * Write lastActiveAt at most this often: one UPDATE per active session per interval, and fresh
 * enough for the sessions list's "last seen" (issue 20).
 */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof visitorSessions.$inferSelect;

export interface LoadedSession {
  session: SessionRow;
  user: UserRow | null;
}

export function hashToken(secret: string, token: string): string {
  return crypto.createHmac('sha256', secret).update(token).digest('hex');
}

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export interface NewSession {
  userId: number | null;
  guestId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export async function createSession(
  db: Db,
  secret: string,
  input: NewSession,
): Promise<{ token: string; session: SessionRow; maxAgeSeconds: number }> {
  const token = newToken();
  const lifetime = input.userId === null ? GUEST_ABSOLUTE_MS : USER_ABSOLUTE_MS;
  const [session] = await db
    .insert(visitorSessions)
    .values({
      sessionId: hashToken(secret, token),
      userId: input.userId,
      isGuest: input.userId === null,
      guestId: input.guestId,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      expiresAt: new Date(Date.now() + lifetime),
    })
    .returning();
  return { token, session: session!, maxAgeSeconds: Math.floor(lifetime / 1000) };
}

export async function loadSession(
  db: Db,
  secret: string,
  token: string,
): Promise<LoadedSession | null> {
  const now = new Date();
  const rows = await db
    .select({ session: visitorSessions, user: users })
    .from(visitorSessions)
    .leftJoin(users, eq(users.id, visitorSessions.userId))
    .where(
      and(
        eq(visitorSessions.sessionId, hashToken(secret, token)),
        gt(visitorSessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { session } = row;
  // A disabled account's sessions end (the admin action deletes them too; this closes any race).
  if (row.user?.disabledAt) {
    await db.delete(visitorSessions).where(eq(visitorSessions.id, session.id));
    return null;
  }
  const idleSince = now.getTime() - session.lastActiveAt.getTime();
  if (session.userId !== null && idleSince > USER_IDLE_MS) {
    await db.delete(visitorSessions).where(eq(visitorSessions.id, session.id));
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db
      .update(visitorSessions)
      .set({ lastActiveAt: now })
      .where(eq(visitorSessions.id, session.id));
  }
  return { session, user: row.user };
}

export async function destroySession(db: Db, sessionRowId: number): Promise<void> {
  await db.delete(visitorSessions).where(eq(visitorSessions.id, sessionRowId));
}

/** After a password change, or "Sign out everywhere else": every other session of the user ends. */
export async function destroyOtherUserSessions(
  db: Db,
  userId: number,
  keepRowId: number,
): Promise<number> {
  const ended = await db
    .delete(visitorSessions)
    .where(and(eq(visitorSessions.userId, userId), ne(visitorSessions.id, keepRowId)))
    .returning({ id: visitorSessions.id });
  return ended.length;
}

/** Ends one session, only if it is the user's; false when there was no such session of theirs. */
export async function destroyUserSession(
  db: Db,
  userId: number,
  sessionRowId: number,
): Promise<boolean> {
  const ended = await db
    .delete(visitorSessions)
    .where(and(eq(visitorSessions.id, sessionRowId), eq(visitorSessions.userId, userId)))
    .returning({ id: visitorSessions.id });
  return ended.length > 0;
}

/** The user's sessions that still work (neither expired nor idle too long), last seen first. */
export async function listUserSessions(db: Db, userId: number): Promise<SessionRow[]> {
  const now = Date.now();
  return db
    .select()
    .from(visitorSessions)
    .where(
      and(
        eq(visitorSessions.userId, userId),
        gt(visitorSessions.expiresAt, new Date(now)),
        gt(visitorSessions.lastActiveAt, new Date(now - USER_IDLE_MS)),
      ),
    )
    .orderBy(desc(visitorSessions.lastActiveAt), desc(visitorSessions.id));
}

/** After a password reset: every session of the user ends, wherever it was opened. */
export async function destroyAllUserSessions(db: Db, userId: number): Promise<number> {
  const ended = await db
    .delete(visitorSessions)
    .where(eq(visitorSessions.userId, userId))
    .returning({ id: visitorSessions.id });
  return ended.length;
}

export async function setSessionGuestId(
  db: Db,
  sessionRowId: number,
  guestId: string,
): Promise<void> {
  await db.update(visitorSessions).set({ guestId }).where(eq(visitorSessions.id, sessionRowId));
}
