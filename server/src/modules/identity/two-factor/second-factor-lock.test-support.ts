/**
 * For the tests of the per-account count of wrong codes: codes that are certainly wrong, sign-ins
 * from a new address each time (with a solved proof of work once the account asks for one), and
 * the same session from many addresses. Not server code.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { SIGN_IN_CHALLENGE_PATH } from '@core/api/auth';
import { ERROR_CODES } from '@core/api/common';
import type { Db } from '../../../db/database';
import { mailOutbox } from '../../../db/schema';
import { BrowserClient } from '../../../test-support/browser-client';
import { expect } from 'vitest';
import { DISABLE_CODE_WRONG } from './disable-two-factor';
import { codeAt, type Enrolled } from './two-factor.test-support';

/**
 * The `n`th six-digit code that is none of the three the server accepts now (this step and one
 * either side), so "wrong" never depends on luck.
 */
export function wrongCode(secret: string, n: number): string {
  const accepted = new Set([codeAt(secret, -1), codeAt(secret), codeAt(secret, 1)]);
  let value = (Number(codeAt(secret)) + 1 + n) % 1_000_000;
  while (accepted.has(String(value).padStart(6, '0'))) value = (value + 1) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A well-formed backup code that was never issued (issued ones are random, 50 bits). */
export const wrongBackupCode = (n: number) => `zzzzz-zzz${'23456789'[n % 8]}${'abcdefgh'[n % 8]}`;

/**
 * A sign-in from a machine of its own (a new client address), sending the proof of work the
 * account asks for after five failures, as the sign-in form does.
 */
export async function signInFromNewAddress(
  app: FastifyInstance,
  body: Record<string, string>,
  client = new BrowserClient(app),
) {
  const first = await client.post('/api/auth/login', body);
  if (first.json<{ code?: string }>().code !== ERROR_CODES.captchaRequired) return first;
  const challenge = (await client.get(SIGN_IN_CHALLENGE_PATH)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return client.post('/api/auth/login', { ...body, captcha });
}

/** The session of `client` used from another machine (a new address): the cookie, copied. */
export function sameSessionElsewhere(app: FastifyInstance, client: BrowserClient): BrowserClient {
  const elsewhere = new BrowserClient(app);
  for (const [name, value] of client.cookies) elsewhere.cookies.set(name, value);
  return elsewhere;
}

/** A code at POST /api/user/two-factor/disable, from a new address with the account's session. */
export const disableFromNewAddress = (
  app: FastifyInstance,
  account: Enrolled,
  code: string,
  headers?: Record<string, string>,
) =>
  sameSessionElsewhere(app, account.client).post(
    '/api/user/two-factor/disable',
    { currentPassword: account.password, code },
    headers,
  );

/**
 * Wrong codes number `from` to `to - 1` at disable, each from a new address and each refused as
 * wrong (tested, not locked out); `apps` take turns answering.
 */
export async function wrongCodesAtDisable(
  apps: FastifyInstance[],
  account: Enrolled,
  from: number,
  to: number,
  headers?: Record<string, string>,
) {
  for (let i = from; i < to; i += 1) {
    const res = await disableFromNewAddress(
      apps[i % apps.length]!,
      account,
      wrongCode(account.secret, i),
      headers,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: unknown }>().errors).toEqual({ code: DISABLE_CODE_WRONG });
  }
}

export const alertsTo = (db: Db, to: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'second_factor_locked')))
    .orderBy(mailOutbox.id);
