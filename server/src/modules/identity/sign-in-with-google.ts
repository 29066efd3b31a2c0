/**
 * POST /api/auth/firebase-session: a verified Google ID token opens a session. The user is found by
 * firebaseUid, else linked by an address both Google and the account verified, else created; an
 * address Google verified counts as verified here too (ADR 029). GET /api/auth/providers tells the
 * client whether to show the Google button.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  authProvidersResponseSchema,
  firebaseSessionRequestSchema,
  userEnvelopeSchema,
} from '@core/api/auth';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { startUserSession } from '../../plugins/session';
import { accountByEmail } from './account-by-email';
import { claimEmailAddress, lockAddress } from './claim-email-address';
import { NO_PASSWORD } from './passwords';
import { toPublicUser } from './public-user';
import type { UserRow } from './session-store';
import { type GoogleIdentity, InvalidTokenError, verifyGoogleToken } from './verify-google-token';

export function registerSignInWithGoogle(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Configured sign-in providers',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => {
      const google = app.config.google;
      return {
        google: google
          ? { apiKey: google.apiKey, authDomain: google.authDomain, projectId: google.projectId }
          : null,
      };
    },
  );

  typed.post(
    '/api/auth/firebase-session',
    {
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: firebaseSessionRequestSchema,
        response: { 200: userEnvelopeSchema, 401: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const google = app.config.google;
      if (!google) throw new AppError(503, 'NOT_CONFIGURED', 'Google sign-in is not configured');
      const token = request.body.idToken;
      if (!token) throw new AppError(401, 'INVALID_TOKEN', 'Invalid ID token');
      let identity: GoogleIdentity;
      try {
        identity = await verifyGoogleToken(google, token);
      } catch (err) {
        if (err instanceof InvalidTokenError) {
          request.log.info({ reason: err.message }, 'rejected Google ID token');
          throw new AppError(401, 'INVALID_TOKEN', 'Invalid ID token');
        }
        throw err;
      }
      const user = await findOrCreateGoogleUser(app.database.db, identity);
      await startUserSession(request, reply, user);
      return { user: toPublicUser(user) };
    },
  );
}

async function findOrCreateGoogleUser(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const now = new Date();
  const [byUid] = await db.select().from(users).where(eq(users.firebaseUid, identity.uid)).limit(1);
  if (byUid) {
    const [row] = await db
      .update(users)
      .set({ lastLoginAt: now })
      .where(eq(users.id, byUid.id))
      .returning();
    return confirmGoogleAddress(db, row!, identity);
  }
  // Google vouches for the address only when it says email_verified.
  const email = identity.email && identity.emailVerified ? identity.email : null;
  if (!email) return createGoogleUser(db, identity, `${identity.uid}@users.noreply.formloom`);
  return db.transaction(async (tx) => {
    await lockAddress(tx, email);
    // Only an account that verified the address may be joined to this Google identity: linking
    // one that merely typed it would hand the address's owner an account someone else controls
    // (who registered with it and knows its password). ADR 029.
    const owner = await accountByEmail(tx, email, { verifiedOnly: true, lock: 'update' });
    if (owner) {
      const [row] = await tx
        .update(users)
        .set({ firebaseUid: identity.uid, lastLoginAt: now, name: owner.name ?? identity.name })
        .where(eq(users.id, owner.id))
        .returning();
      return row!;
    }
    // A new account whose address Google verified; unverified holders of it lose it now.
    const created = await createGoogleUser(tx, identity, email);
    await claimEmailAddress(tx, created.id, email);
    const [verified] = await tx.select().from(users).where(eq(users.id, created.id));
    return verified!;
  });
}

/**
 * An account created before addresses were verified (or while Google had not verified it) is
 * verified at its next Google sign-in whose token verifies the same address, unless another
 * account verified it first.
 */
async function confirmGoogleAddress(
  db: Db,
  row: UserRow,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const email = row.email.toLowerCase();
  if (row.emailVerifiedAt || !identity.emailVerified || identity.email !== email) return row;
  return db.transaction(async (tx) => {
    await lockAddress(tx, email);
    if (await accountByEmail(tx, email, { verifiedOnly: true })) return row;
    await claimEmailAddress(tx, row.id, email);
    const [verified] = await tx.select().from(users).where(eq(users.id, row.id));
    return verified!;
  });
}

async function createGoogleUser(db: Db, identity: GoogleIdentity, email: string): Promise<UserRow> {
  const base =
    (identity.email?.split('@')[0] ?? 'user').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 30) ||
    'user';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = `${base}-${crypto.randomBytes(3).toString('hex')}`;
    const [row] = await db
      .insert(users)
      .values({
        username,
        email,
        password: NO_PASSWORD,
        name: identity.name,
        firebaseUid: identity.uid,
        authProvider: 'google',
        lastLoginAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new AppError(409, 'CONFLICT', 'Could not create an account for this Google user');
}
