/**
 * `npm run grant`: the arguments, the grants themselves against the suite's database (both
 * drivers), and the command run as a process on a DATA_DIR, under the data-dir lock.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStateSchema } from '@core/api/billing';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { creditTransactions, notifications, users } from '../db/schema';
import { grantBilling } from '../modules/billing/grant-billing';
import { BrowserClient, newAccount } from '../test-support/browser-client';
import { runCli } from '../test-support/server-process';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { GRANT_USAGE, parseGrantArgs } from './grant';

let t: TestContext;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-grant-'));
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_PUBLISHED_FORM_LIMIT: '0' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

async function account(role: 'user' | 'admin' = 'user') {
  const client = new BrowserClient(t.app);
  const body = newAccount();
  const res = await client.post('/api/auth/register', body);
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  if (role === 'admin') await t.database.db.update(users).set({ role }).where(eq(users.id, id));
  return { client, id, username: body.username };
}

const ledger = (userId: number) =>
  t.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));

describe('grant arguments', () => {
  it('reads --user with --credits or --pro-until (a bare date is the whole day)', () => {
    expect(parseGrantArgs(['--user', 'ada', '--credits', '5', '--by', 'root'])).toEqual({
      username: 'ada',
      credits: 5,
      by: 'root',
    });
    expect(parseGrantArgs(['--user', 'ada', '--credits=-3']).credits).toBe(-3);
    expect(parseGrantArgs(['--user', 'ada', '--pro-until', '2031-05-31']).proUntil).toEqual(
      new Date('2031-05-31T23:59:59.999Z'),
    );
  });

  it('refuses what makes no sense, with the usage line', () => {
    expect(() => parseGrantArgs(['--user', 'ada'])).toThrow(GRANT_USAGE);
    expect(() => parseGrantArgs(['--credits', '5'])).toThrow(GRANT_USAGE);
    expect(() => parseGrantArgs(['--user', 'ada', '--credits', 'many'])).toThrow(/whole number/);
    expect(() => parseGrantArgs(['--user', 'ada', '--credits', '0'])).toThrow(/whole number/);
    expect(() => parseGrantArgs(['--user', 'ada', '--pro-until', 'soon'])).toThrow(/takes a date/);
    expect(() => parseGrantArgs(['--user', 'ada', '--colour', 'red'])).toThrow();
  });
});

describe('grants', () => {
  it('adds credits as a ledger row processed by the admin, and tells the user', async () => {
    const admin = await account('admin');
    const user = await account();
    expect(
      await grantBilling(t.database.db, {
        username: user.username,
        credits: 5,
        by: admin.username,
      }),
    ).toEqual([`${user.username} now has 5 credits.`]);
    expect(await ledger(user.id)).toEqual([
      expect.objectContaining({ amount: 5, type: 'grant', processedBy: admin.id }),
    ]);
    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.title, 'Credits added')));
    expect(told!.message).toBe('5 credits were added to your account. Your balance is 5.');
  });

  it('takes credits back as a refund row, never below zero', async () => {
    const user = await account();
    await grantBilling(t.database.db, { username: user.username, credits: 3 });
    await expect(
      grantBilling(t.database.db, { username: user.username, credits: -4 }),
    ).rejects.toThrow(`${user.username} has only 3 credits; cannot take back 4.`);
    await grantBilling(t.database.db, { username: user.username, credits: -2 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.credits).toBe(1);
    expect((await ledger(user.id)).map((r) => [r.type, r.amount])).toEqual([
      ['grant', 3],
      ['refund', -2],
    ]);
  });

  it('gives Pro until a date: unlimited publishing, shown on /billing as a grant', async () => {
    const user = await account();
    const until = new Date(Date.now() + 10 * 864e5);
    await grantBilling(t.database.db, { username: user.username, proUntil: until });
    const state = billingStateSchema.parse((await user.client.get('/api/billing')).json());
    expect(state).toMatchObject({
      plan: 'pro',
      subscription: { source: 'grant', status: 'active', autoRenewal: false },
      publishing: { limit: null },
    });
    expect(state.subscription!.currentPeriodEnd).toBe(until.toISOString());
    expect(state.ledger.items[0]).toMatchObject({ type: 'pro_grant', amount: 0 });
    const form = (await user.client.post('/api/forms', {})).json();
    expect((await user.client.post(`/api/forms/${form.id}/publish`)).statusCode).toBe(200);
  });

  it('refuses an unknown user, a --by who is not an admin, and a user paying through Stripe', async () => {
    const user = await account();
    await expect(
      grantBilling(t.database.db, { username: 'nobody-here', credits: 1 }),
    ).rejects.toThrow('No user named "nobody-here".');
    await expect(
      grantBilling(t.database.db, { username: user.username, credits: 1, by: user.username }),
    ).rejects.toThrow('is not an admin');
    await t.database.db
      .update(users)
      .set({ stripeSubscriptionId: 'sub_live', subscriptionStatus: 'active' })
      .where(eq(users.id, user.id));
    await expect(
      grantBilling(t.database.db, {
        username: user.username,
        proUntil: new Date(Date.now() + 864e5),
      }),
    ).rejects.toThrow('pays for Pro through Stripe');
    expect(await ledger(user.id)).toEqual([]);
  });
});

describe('npm run grant', () => {
  it('grants on a DATA_DIR as a process, and refuses while another holds the lock', async () => {
    const dataDir = path.join(temp, 'data');
    fs.mkdirSync(dataDir);
    const setup = await openDatabase({ driver: 'pglite', dataDir });
    await setup.db
      .insert(users)
      .values({ username: 'ada', password: 'x', email: 'ada@example.com' });
    await setup.close();

    const granted = await runCli('grant', ['--user', 'ada', '--credits', '7'], {
      DATA_DIR: dataDir,
    });
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain('ada now has 7 credits.');

    const release = await lockDataDir(dataDir);
    try {
      const refused = await runCli('grant', ['--user', 'ada', '--credits', '1'], {
        DATA_DIR: dataDir,
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Another Formloom process is using the data directory');
    } finally {
      await release();
    }
    const check = await openDatabase({ driver: 'pglite', dataDir });
    try {
      const [row] = await check.db.select().from(users).where(eq(users.username, 'ada'));
      expect(row!.credits).toBe(7);
    } finally {
      await check.close();
    }
  }, 120_000); // Two processes and three PGlite start-ups: slow on a busy 2-core machine.
});
