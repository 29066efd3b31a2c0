/**
 * Repeated failed sign-ins: the account asks for an ALTCHA proof of work instead of locking its
 * owner out, and a client address that fails too often is throttled (429 with Retry-After).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaRequiredErrorSchema, SIGN_IN_CHALLENGE_PATH } from '@core/api/auth';
import { ERROR_CODES } from '@core/api/common';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { PROOF_NEEDED, PROOF_REFUSED } from './log-in';
import { ACCOUNT_FAILURES_BEFORE_PROOF, ADDRESS_FAILURES_MAX } from './sign-in-throttle';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function registered() {
  const account = newAccount();
  expect((await new BrowserClient(t.app).post('/api/auth/register', account)).statusCode).toBe(201);
  return account;
}

/** A solved challenge from `url`, as the widget would send it (base64 JSON). */
async function proof(client: BrowserClient, url = SIGN_IN_CHALLENGE_PATH): Promise<string> {
  const res = await client.get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** `times` wrong passwords for `username`, each from a different address (a spread-out attacker). */
async function failFromManyAddresses(username: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await new BrowserClient(t.app).post('/api/auth/login', {
      username,
      password: `wrong-guess-${i}`,
    });
    expect(res.statusCode).toBe(401);
  }
}

const logIn = (client: BrowserClient, body: Record<string, string>) =>
  client.post('/api/auth/login', body);

describe('an account with repeated failures', () => {
  it('asks for a proof, then lets its owner in with the right password and a proof', async () => {
    const owner = await registered();
    // Past the old lock-out (10 failures): no amount of someone else's failures locks the owner out.
    await failFromManyAddresses(owner.username, 12);

    const client = new BrowserClient(t.app);
    const credentials = { username: owner.username, password: owner.password };
    const asked = await logIn(client, credentials);
    expect(asked.statusCode).toBe(401);
    expect(captchaRequiredErrorSchema.parse(asked.json())).toEqual({
      message: PROOF_NEEDED,
      code: ERROR_CODES.captchaRequired,
      challengeUrl: SIGN_IN_CHALLENGE_PATH,
    });
    expect(client.cookies.has('formloom_session')).toBe(false);

    const res = await logIn(client, { ...credentials, captcha: await proof(client) });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(owner.username);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });

  it('needs a proof from the failure count on, for unknown usernames too', async () => {
    const owner = await registered();
    await failFromManyAddresses(owner.username, ACCOUNT_FAILURES_BEFORE_PROOF - 1);
    // One failure short: the right password alone still signs in, and clears the count.
    const before = await logIn(new BrowserClient(t.app), {
      username: owner.username,
      password: owner.password,
    });
    expect(before.statusCode).toBe(200);

    await failFromManyAddresses(owner.username.toUpperCase(), ACCOUNT_FAILURES_BEFORE_PROOF);
    const after = await logIn(new BrowserClient(t.app), {
      username: owner.username,
      password: owner.password,
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('CAPTCHA_REQUIRED');

    // Nothing tells a made-up username from a real one.
    const ghost = `nobody-${owner.username}`;
    await failFromManyAddresses(ghost, ACCOUNT_FAILURES_BEFORE_PROOF);
    const unknown = await logIn(new BrowserClient(t.app), { username: ghost, password: 'x' });
    expect(unknown.json()).toEqual(after.json());
  });

  it('refuses a replayed, forged or form-issued proof', async () => {
    const owner = await registered();
    await failFromManyAddresses(owner.username, ACCOUNT_FAILURES_BEFORE_PROOF);
    const attacker = new BrowserClient(t.app);
    const payload = await proof(attacker);

    // A valid proof buys one guess: wrong, so the proof is spent.
    const guess = await logIn(attacker, {
      username: owner.username,
      password: 'one more guess',
      captcha: payload,
    });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().code).toBe('INVALID_CREDENTIALS');

    const replay = await logIn(new BrowserClient(t.app), {
      username: owner.username,
      password: owner.password,
      captcha: payload,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: PROOF_REFUSED });

    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    decoded.solution.counter += 1;
    const forged = await logIn(new BrowserClient(t.app), {
      username: owner.username,
      password: owner.password,
      captcha: Buffer.from(JSON.stringify(decoded)).toString('base64'),
    });
    expect(forged.json().code).toBe('CAPTCHA_REQUIRED');

    // A form's CAPTCHA challenge is signed with another key: no proof for a sign-in.
    const fromAForm = await logIn(new BrowserClient(t.app), {
      username: owner.username,
      password: owner.password,
      captcha: await proof(attacker, '/api/public/captcha/challenge'),
    });
    expect(fromAForm.json().code).toBe('CAPTCHA_REQUIRED');
  });
});

describe('a client address with repeated failures', () => {
  it('is refused with 429 and Retry-After, across accounts, while other addresses are not', async () => {
    const owner = await registered();
    const flooder = new BrowserClient(t.app);
    for (let i = 0; i < ADDRESS_FAILURES_MAX; i += 1) {
      // A different account each time: no account reaches its own proof threshold.
      const res = await logIn(flooder, {
        username: `sprayed-${i}-${owner.username}`,
        password: 'x',
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await logIn(flooder, { username: owner.username, password: owner.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(flooder.cookies.has('formloom_session')).toBe(false);

    const elsewhere = await logIn(new BrowserClient(t.app), {
      username: owner.username,
      password: owner.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
