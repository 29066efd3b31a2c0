/**
 * Who is asking: decided here, from the session cookie the server issued, and nowhere else.
 * Identity sent by the client (X-Firebase-UID, firebaseUID, anonymousId in bodies or queries) is
 * never read. Every /api request gets `request.identity`; routes that need a guest identity call
 * `ensureGuest`, which creates the guest session on first use.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE } from '@core/api/admin';
import {
  createSession,
  destroySession,
  loadSession,
  SESSION_COOKIE,
  type SessionRow,
  setSessionGuestId,
  type UserRow,
} from '../modules/identity/session-store';
import { AppError } from './errors';

export interface Identity {
  session: SessionRow | null;
  user: UserRow | null;
  /** The guest id bound to this browser's session (kept across sign-in for migration). */
  guestId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('identity', null as unknown as Identity);
  // Callback style, so a request without a session cookie (every respondent) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.identity = { session: null, user: null, guestId: null };
    // The REST API (/api/v1) is authenticated by API key alone (modules/api-v1): a browser's
    // cookie must never stand in for a key there, so it is not even read.
    const token =
      request.url.startsWith('/api/') && !request.url.startsWith('/api/v1/')
        ? request.cookies[SESSION_COOKIE]
        : undefined;
    if (!token || token.length > 100) {
      done();
      return;
    }
    loadSession(app.database.db, app.config.sessionSecret, token).then((loaded) => {
      if (loaded) {
        request.identity = {
          session: loaded.session,
          user: loaded.user,
          guestId: loaded.session.guestId,
        };
      }
      done();
    }, done);
  });
});

function clientInfo(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ipAddress: request.ip ?? null, userAgent: typeof ua === 'string' ? ua : null };
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: reply.server.config.isProduction,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Returns this browser's guest id, creating the guest session (and cookie) when there is none. */
export async function ensureGuest(request: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { db } = request.server.database;
  const { session } = request.identity;
  if (session?.guestId) return session.guestId;
  const guestId = crypto.randomUUID();
  if (session) {
    await setSessionGuestId(db, session.id, guestId);
    request.identity = { ...request.identity, session: { ...session, guestId }, guestId };
    return guestId;
  }
  const created = await createSession(db, request.server.config.sessionSecret, {
    userId: null,
    guestId,
    ...clientInfo(request),
  });
  setSessionCookie(reply, created.token, created.maxAgeSeconds);
  request.identity = { session: created.session, user: null, guestId };
  return guestId;
}

/** Sign-in and registration: a fresh token for the user, keeping the guest id for migration. */
export async function startUserSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): Promise<void> {
  // Every way in (password, Google) ends here: an account an admin disabled gets no session.
  if (user.disabledAt) throw new AppError(403, ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE);
  const { db } = request.server.database;
  const previous = request.identity.session;
  if (previous) await destroySession(db, previous.id);
  const created = await createSession(db, request.server.config.sessionSecret, {
    userId: user.id,
    guestId: previous?.guestId ?? null,
    ...clientInfo(request),
  });
  setSessionCookie(reply, created.token, created.maxAgeSeconds);
  request.identity = { session: created.session, user, guestId: created.session.guestId };
}
