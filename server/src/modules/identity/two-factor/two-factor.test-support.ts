/** For the two-factor tests: an enrolled account and codes computed from its secret. Not server code. */
import { and, eq, ne } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { expect, vi } from 'vitest';
import { TOTP_PERIOD_SECONDS } from '@core/api/two-factor';
import type { Db } from '../../../db/database';
import { mailOutbox } from '../../../db/schema';
import { BrowserClient, newAccount } from '../../../test-support/browser-client';
import type { TestContext } from '../../../test-support/test-app';

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/**
 * The clock, held in the middle of a time step, so a test decides which step "now" is: codes of a
 * neighbouring step are computed, never hoped for. Only Date is faked; timers run as usual.
 */
export function holdClock(): { step: number; advanceSteps(steps: number): void } {
  const start = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  let now = start;
  return {
    step: start / STEP_MS,
    advanceSteps(steps: number) {
      now += steps * STEP_MS;
      vi.setSystemTime(now);
    },
  };
}

/** The app's code `offsetSteps` steps from now. */
export function codeAt(secret: string, offsetSteps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSteps * STEP_MS,
  });
}

export interface Enrolled {
  client: BrowserClient;
  username: string;
  password: string;
  email: string;
  secret: string;
  backupCodes: string[];
}

export async function registered(t: Pick<TestContext, 'app'>) {
  const account = newAccount();
  const client = new BrowserClient(t.app);
  const res = await client.post('/api/auth/register', account);
  expect(res.statusCode, res.body).toBe(201);
  return { client, ...account };
}

/** Registers and turns two-factor on with the previous step's code (so this step's is unused). */
export async function enrolled(t: Pick<TestContext, 'app'>): Promise<Enrolled> {
  const account = await registered(t);
  const setup = await account.client.post('/api/user/two-factor/setup', {
    currentPassword: account.password,
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await account.client.post('/api/user/two-factor/enable', {
    code: codeAt(secret, -1),
  });
  expect(enable.statusCode, enable.body).toBe(200);
  const { backupCodes } = enable.json() as { backupCodes: string[] };
  return { ...account, secret, backupCodes };
}

export const logIn = (
  t: Pick<TestContext, 'app'>,
  body: Record<string, string>,
  client = new BrowserClient(t.app),
) => client.post('/api/auth/login', body);

/** The account mails queued to `to`, but for the verification link registration mails (ADR 029). */
export const mailsTo = (db: Db, to: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), ne(mailOutbox.kind, 'email_verification')))
    .orderBy(mailOutbox.id);
