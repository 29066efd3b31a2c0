/**
 * The console's user pages and actions: search and paging, a user's details, credits through the
 * ledger (processedBy, never below zero), Pro until a date, signing out everywhere, and deleting
 * an account with its forms and stored files. Every action leaves an audit entry.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserDetailSchema, adminUsersPageSchema, auditPageSchema } from '@core/api/admin';
import { creditTransactions, forms, notifications, users } from '../../db/schema';
import {
  publishUploadForm,
  storageKeyOf,
  submitResponseWithFile,
} from '../../test-support/upload-test-helpers';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditOf, createForm, signUp, signUpAdmin, type TestPerson } from './admin.test-support';

let t: TestContext;
let admin: TestPerson;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-admin-users-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, FREE_PUBLISHED_FORM_LIMIT: '100' } });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const blobPath = (key: string) => path.join(dataDir, 'uploads', key.slice(0, 2), key);

describe('finding users', () => {
  it('searches username, e-mail and name, with LIKE wildcards taken literally, in pages', async () => {
    const tag = `z${crypto.randomBytes(4).toString('hex')}`;
    const people: TestPerson[] = [];
    for (let i = 0; i < 27; i += 1) {
      people.push(
        await signUp(t.app, { username: `${tag}_${i}`, email: `${tag}${i}@example.com` }),
      );
    }
    await t.database.db
      .update(users)
      .set({ name: `Ada ${tag}` })
      .where(eq(users.id, people[0]!.id));

    const first = adminUsersPageSchema.parse(
      (await admin.client.get(`/api/admin/users?q=${tag}`)).json(),
    );
    expect(first.users).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const second = adminUsersPageSchema.parse(
      (await admin.client.get(`/api/admin/users?q=${tag}&cursor=${first.nextCursor}`)).json(),
    );
    const all = [...first.users, ...second.users].map((u) => u.id);
    expect(second.nextCursor).toBeNull();
    expect(new Set(all)).toEqual(new Set(people.map((p) => p.id)));

    // "_" is a LIKE wildcard: escaped, "<tag>_1" matches _1, _10.._19 only, not "<tag>21".
    const underscore = (await admin.client.get(`/api/admin/users?q=${tag}_1`)).json();
    expect(underscore.users).toHaveLength(11);
    const byName = (await admin.client.get(`/api/admin/users?q=ada%20${tag}`)).json();
    expect(byName.users.map((u: { id: number }) => u.id)).toEqual([people[0]!.id]);
    const byMail = (await admin.client.get(`/api/admin/users?q=${tag}26@example`)).json();
    expect(byMail.users.map((u: { id: number }) => u.id)).toEqual([people[26]!.id]);
  });

  it('refuses a forged cursor with 400', async () => {
    const res = await admin.client.get('/api/admin/users?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
  });

  it("shows a user's forms with response counts, ledger and sessions", async () => {
    const person = await signUp(t.app);
    const formId = await publishUploadForm(person.client);
    await submitResponseWithFile(t.app, formId);
    const detail = adminUserDetailSchema.parse(
      (await admin.client.get(`/api/admin/users/${person.id}`)).json(),
    );
    expect(detail.user).toMatchObject({ id: person.id, plan: 'free', credits: 0 });
    expect(detail.forms).toEqual([
      expect.objectContaining({ id: formId, published: true, responseCount: 1 }),
    ]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]!.ipAddress).toBe(person.client.remoteAddress);
    expect(detail.ledger).toEqual([]);
  });
});

describe('credits, Pro and sessions', () => {
  it('grants and removes credits with ledger rows processed by the admin, never below zero', async () => {
    const person = await signUp(t.app);
    const grant = await admin.client.post(`/api/admin/users/${person.id}/credits`, {
      amount: 5,
      reason: 'Goodwill after an outage',
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().user.credits).toBe(5);
    const remove = await admin.client.post(`/api/admin/users/${person.id}/credits`, {
      amount: -2,
      reason: 'Refunded',
    });
    expect(remove.json().user.credits).toBe(3);
    const tooMany = await admin.client.post(`/api/admin/users/${person.id}/credits`, {
      amount: -4,
      reason: 'Refunded',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('INSUFFICIENT_CREDITS');
    expect((await person.client.get('/api/billing')).json().credits).toBe(3);

    const rows = await t.database.db
      .select()
      .from(creditTransactions)
      .where(eq(creditTransactions.userId, person.id));
    expect(rows.map((r) => [r.amount, r.type, r.processedBy])).toEqual([
      [5, 'grant', admin.id],
      [-2, 'refund', admin.id],
    ]);
    const detail = (await admin.client.get(`/api/admin/users/${person.id}`)).json();
    expect(detail.ledger[0]).toMatchObject({ amount: -2, processedBy: admin.username });
    const entries = await auditOf(t.database.db, person.id);
    expect(entries.map((e) => [e.action, e.before, e.reason])).toEqual([
      ['user.remove_credits', { credits: 5 }, 'Refunded'],
      ['user.grant_credits', { credits: 0 }, 'Goodwill after an outage'],
    ]);
    expect(entries[0]!.after).toMatchObject({ credits: 3 });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, person.id));
    expect(told.map((n) => n.title)).toEqual(['Credits added', 'Credits removed']);
  });

  it('refuses an amount of 0 or a missing reason', async () => {
    const person = await signUp(t.app);
    const url = `/api/admin/users/${person.id}/credits`;
    expect((await admin.client.post(url, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await admin.client.post(url, { amount: 3, reason: ' ' })).statusCode).toBe(400);
  });

  it('grants Pro until a date, recorded in the ledger and the audit log', async () => {
    const person = await signUp(t.app);
    const until = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const res = await admin.client.post(`/api/admin/users/${person.id}/pro`, { until });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.plan).toBe('pro');
    expect((await person.client.get('/api/billing')).json().plan).toBe('pro');
    const [row] = await t.database.db
      .select()
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.userId, person.id), eq(creditTransactions.type, 'pro_grant')),
      );
    expect(row?.processedBy).toBe(admin.id);
    const [entry] = await auditOf(t.database.db, person.id);
    expect(entry).toMatchObject({
      action: 'user.grant_pro',
      before: { subscriptionStatus: null, subscriptionEndDate: null },
      after: { subscriptionStatus: 'active', subscriptionEndDate: `${until}T23:59:59.999Z` },
    });
    const past = await admin.client.post(`/api/admin/users/${person.id}/pro`, {
      until: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
  });

  it('signs a user out everywhere', async () => {
    const person = await signUp(t.app);
    expect((await person.client.get('/api/user')).statusCode).toBe(200);
    const res = await admin.client.post(`/api/admin/users/${person.id}/sign-out`);
    expect(res.json()).toMatchObject({ sessionsEnded: 1 });
    expect((await person.client.get('/api/user')).statusCode).toBe(401);
    const [entry] = await auditOf(t.database.db, person.id);
    expect(entry).toMatchObject({ action: 'user.sign_out', before: { sessions: 1 } });
  });
});

describe('deleting an account', () => {
  it('refuses a wrong confirmation, then removes the forms and their stored files', async () => {
    const person = await signUp(t.app);
    const formId = await publishUploadForm(person.client);
    const draftForm = await createForm(person.client, 'A draft');
    const { file } = await submitResponseWithFile(t.app, formId);
    const blob = blobPath(await storageKeyOf(t.database.db, file.fileId));
    expect(fs.existsSync(blob)).toBe(true);
    const url = `/api/admin/users/${person.id}`;

    const wrong = await admin.client.request({
      method: 'DELETE',
      url,
      payload: { confirmUsername: person.username.toUpperCase() },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('CONFIRMATION_MISMATCH');
    expect(fs.existsSync(blob)).toBe(true);

    const right = await admin.client.request({
      method: 'DELETE',
      url,
      payload: { confirmUsername: person.username },
    });
    expect(right.statusCode, right.body).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
    for (const id of [formId, draftForm]) {
      expect(await t.database.db.select().from(forms).where(eq(forms.id, id))).toEqual([]);
    }
    expect(fs.existsSync(blob)).toBe(false);
    expect((await person.client.get('/api/user')).statusCode).toBe(401);
    const [entry] = await auditOf(t.database.db, person.id);
    expect(entry).toMatchObject({
      action: 'user.delete',
      targetLabel: person.username,
      before: { forms: 2, files: 1, email: person.email },
      after: null,
    });
  });

  it('does not let an admin delete themself', async () => {
    const res = await admin.client.request({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      payload: { confirmUsername: admin.username },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SELF_ACTION');
  });
});

describe('the audit log', () => {
  it('filters by actor, action family and target, newest first, in pages', async () => {
    const other = await signUpAdmin(t);
    const person = await signUp(t.app);
    for (let i = 0; i < 26; i += 1) {
      await other.client.post(`/api/admin/users/${person.id}/credits`, {
        amount: 1,
        reason: `r${i}`,
      });
    }
    await other.client.post(`/api/admin/users/${person.id}/sign-out`);
    const q = `actor=${other.username}&target=${person.username}`;
    const first = auditPageSchema.parse((await admin.client.get(`/api/admin/audit?${q}`)).json());
    expect(first.entries).toHaveLength(25);
    expect(first.entries[0]!.action).toBe('user.sign_out');
    const second = auditPageSchema.parse(
      (await admin.client.get(`/api/admin/audit?${q}&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.entries.map((e) => e.reason)).toEqual(['r1', 'r0']);
    expect(second.nextCursor).toBeNull();

    const grants = auditPageSchema.parse(
      (await admin.client.get(`/api/admin/audit?${q}&action=user.grant_credits`)).json(),
    );
    expect(grants.entries.every((e) => e.action === 'user.grant_credits')).toBe(true);
    const family = auditPageSchema.parse(
      (await admin.client.get(`/api/admin/audit?actor=${other.username}&action=user.`)).json(),
    );
    expect(family.entries[0]!.action).toBe('user.sign_out');
    const byId = auditPageSchema.parse(
      (await admin.client.get(`/api/admin/audit?target=${person.id}&action=user.sign_out`)).json(),
    );
    // By id, or by a label containing the text (other usernames may contain these digits too).
    expect(byId.entries.filter((e) => e.targetId === String(person.id))).toHaveLength(1);
    expect(
      byId.entries.every(
        (e) => e.targetId === String(person.id) || e.targetLabel?.includes(String(person.id)),
      ),
    ).toBe(true);
  });
});
