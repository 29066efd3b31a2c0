/**
 * Google sign-in against a JWKS served on loopback: the real `jose` verification path, offline.
 * Every hostile token must be refused with 401.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import {
  postVerification,
  verificationTokenFor,
  verifyAddress,
} from '../../test-support/email-verification';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const PROJECT = 'formloom-test';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
let t: TestContext;
let jwksServer: http.Server;
let signingKey: CryptoKey;
let publicPem: string;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  publicPem = crypto.KeyObject.from(pair.publicKey as unknown as crypto.webcrypto.CryptoKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwksServer = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  t = await createTestApp({
    env: { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks` },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface Claims {
  sub?: string;
  iss?: string;
  aud?: string;
  iat?: number;
  exp?: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

async function token(claims: Claims = {}, key: CryptoKey = signingKey, kid = 'k1') {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    sub: 'google-uid-1',
    iss: ISSUER,
    aud: PROJECT,
    iat: now - 10,
    exp: now + 3600,
    email: 'ada@example.com',
    email_verified: true,
    name: 'Ada',
    ...claims,
  };
  return new SignJWT(body as Record<string, unknown>)
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

const signIn = (idToken?: string, client = new BrowserClient(t.app)) =>
  client.post('/api/auth/firebase-session', idToken === undefined ? {} : { idToken });

describe('POST /api/auth/firebase-session', () => {
  it('tells the client that Google sign-in is configured', async () => {
    const res = await new BrowserClient(t.app).get('/api/auth/providers');
    expect(res.json()).toEqual({
      google: { apiKey: null, authDomain: `${PROJECT}.firebaseapp.com`, projectId: PROJECT },
    });
  });

  it("lets the page reach Google's sign-in endpoints (and only when configured)", async () => {
    // Documents carry the page's policy; API responses carry the short API set (ADR 012).
    const csp = String(
      (await new BrowserClient(t.app).get('/robots.txt')).headers['content-security-policy'],
    );
    expect(csp).toContain('https://identitytoolkit.googleapis.com');
    expect(csp).toContain(`https://${PROJECT}.firebaseapp.com`);
  });

  it('opens a session for a valid token, creating the user once', async () => {
    const client = new BrowserClient(t.app);
    const res = await signIn(await token({ sub: 'uid-valid', email: 'valid@example.com' }), client);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      email: 'valid@example.com',
      name: 'Ada',
      authProvider: 'google',
      // Google's email_verified is the proof (ADR 029): no verification mail is needed.
      emailVerified: true,
    });
    expect((await client.get('/api/user')).json().id).toBe(user.id);
    const again = await signIn(await token({ sub: 'uid-valid', email: 'valid@example.com' }));
    expect(again.json().user.id).toBe(user.id);
  });

  it('links an existing account only by an address both it and Google verified', async () => {
    const account = newAccount();
    const owner = new BrowserClient(t.app);
    const created = await owner.post('/api/auth/register', account);
    await verifyAddress(owner, t.database.db, account.email);
    const unverified = await signIn(
      await token({ sub: 'uid-unverified', email: account.email, email_verified: false }),
    );
    expect(unverified.json().user.id).not.toBe(created.json().id);
    expect(unverified.json().user.emailVerified).toBe(false);
    const verified = await signIn(await token({ sub: 'uid-verified', email: account.email }));
    expect(verified.json().user.id).toBe(created.json().id);
  });

  it('never links an account that only typed the address, and takes the address from it (ADR 029)', async () => {
    const impostor = newAccount();
    const registered = await new BrowserClient(t.app).post('/api/auth/register', impostor);
    const theirs = new BrowserClient(t.app);
    const owner = await signIn(await token({ sub: 'uid-owner', email: impostor.email }), theirs);
    expect(owner.statusCode).toBe(200);
    // A new account, verified by Google's word; the impostor's account is not joined to it.
    expect(owner.json().user).toMatchObject({ email: impostor.email, emailVerified: true });
    expect(owner.json().user.id).not.toBe(registered.json().id);
    // The impostor's registration link no longer verifies the address for him.
    const impostorsLink = await verificationTokenFor(t.database.db, impostor.email);
    const signedInImpostor = new BrowserClient(t.app);
    await signedInImpostor.post('/api/auth/login', {
      username: impostor.username,
      password: impostor.password,
    });
    const late = await postVerification(signedInImpostor, impostorsLink);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EMAIL_TAKEN');
    expect((await signedInImpostor.get('/api/user')).json().emailVerified).toBe(false);
  });

  it('verifies an older Google account at its next sign-in with a verified address', async () => {
    const client = new BrowserClient(t.app);
    const first = await signIn(
      await token({ sub: 'uid-later', email: 'later@example.com', email_verified: false }),
      client,
    );
    // Unverified by Google: a placeholder address, unverified.
    expect(first.json().user.emailVerified).toBe(false);
    await t.database.db
      .update(users)
      .set({ email: 'later@example.com' })
      .where(eq(users.id, first.json().user.id));
    const next = await signIn(
      await token({ sub: 'uid-later', email: 'later@example.com' }),
      client,
    );
    expect(next.json().user).toMatchObject({
      id: first.json().user.id,
      email: 'later@example.com',
      emailVerified: true,
    });
  });

  const now = () => Math.floor(Date.now() / 1000);
  const hostile: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['an empty token', async () => ''],
    ['garbage', async () => 'not.a.jwt'],
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', kid: 'k1' })}.${b64({ sub: 'x', iss: ISSUER, aud: PROJECT, iat: now(), exp: now() + 60 })}.`,
    ],
    [
      'HS256 signed with the public key',
      async () => {
        const header = b64({ alg: 'HS256', kid: 'k1' });
        const payload = b64({ sub: 'x', iss: ISSUER, aud: PROJECT, iat: now(), exp: now() + 60 });
        const sig = crypto
          .createHmac('sha256', publicPem)
          .update(`${header}.${payload}`)
          .digest('base64url');
        return `${header}.${payload}.${sig}`;
      },
    ],
    ['an unknown kid', async () => token({}, strangerKey, 'k-unknown')],
    ['a known kid signed by another key', async () => token({}, strangerKey, 'k1')],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = (await token()).split('.');
        return `${h}.${b64({ sub: 'admin', iss: ISSUER, aud: PROJECT, iat: now(), exp: now() + 60 })}.${s}`;
      },
    ],
    ['an expired token', async () => token({ iat: now() - 7200, exp: now() - 3600 })],
    ['a future iat', async () => token({ iat: now() + 3600, exp: now() + 7200 })],
    ['a wrong audience', async () => token({ aud: 'another-project' })],
    [
      'a wrong issuer',
      async () => token({ iss: 'https://securetoken.google.com/another-project' }),
    ],
    ['an empty subject', async () => token({ sub: '' })],
  ];
  it.each(hostile)('refuses %s with 401', async (_name, make) => {
    const client = new BrowserClient(t.app);
    const res = await signIn(await make(), client);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid ID token', code: 'INVALID_TOKEN' });
    expect(client.cookies.has('formloom_session')).toBe(false);
  });

  it('acts as the session user A even when X-Firebase-UID names user B', async () => {
    const a = new BrowserClient(t.app);
    const userA = (await signIn(await token({ sub: 'uid-a', email: 'a@example.com' }), a)).json()
      .user;
    await signIn(await token({ sub: 'uid-b', email: 'b@example.com' }));
    const res = await a.request({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-firebase-uid': 'uid-b' },
    });
    expect(res.json().id).toBe(userA.id);
    expect(res.json().email).toBe('a@example.com');
  });
});

describe('without Google configured', () => {
  it('hides the button and refuses tokens with 503', async () => {
    const plain = await createTestApp();
    try {
      const client = new BrowserClient(plain.app);
      const providers = await client.get('/api/auth/providers');
      expect(providers.json()).toEqual({ google: null });
      const page = await client.get('/robots.txt');
      expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self'");
      expect(String(page.headers['content-security-policy'])).not.toContain('googleapis');
      expect((await client.post('/api/auth/firebase-session', { idToken: 'x' })).statusCode).toBe(
        503,
      );
    } finally {
      await plain.close();
    }
  });
});
