/**
 * DELETE /api/user (issue 20 item 4): re-authentication first (403 REAUTH_REQUIRED, nothing
 * changed), then no row of the account in any table that references a user or a form, no stored
 * file of it on disk, its public form 404 at once, its cookie signed out, and an audit entry
 * without personal data. Google-only accounts confirm with a fresh sign-in; the last admin stays.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  auditLog,
  brandLogos,
  creditTransactions,
  invitations,
  mailOutbox,
  notifications,
  responses,
  twoFactorBackupCodes,
  users,
  visitorSessions,
  webhookEndpoints,
} from '../../db/schema';
import type { Db } from '../../db/database';
import { BrowserClient } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  publishUploadForm,
  storageKeyOf,
  submitResponseWithFile,
  uploadAsRespondent,
} from '../../test-support/upload-test-helpers';
import { KIT, uploadedLogoUrl } from '../brand-kit/brand-kit.test-support';
import {
  addCollaborator,
  createForm,
  makeAdmin,
  signUp,
  type TestPerson,
} from '../collaboration/collaboration.test-support';
import { queryRows } from '../responses/query-rows';
import { NO_PASSWORD } from './passwords';

const PASSWORD = 'correct horse battery';

let t: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-delete-account-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, FREE_PUBLISHED_FORM_LIMIT: '100' } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a blob with this storage key is anywhere under the data directory. */
function blobExists(key: string): boolean {
  const walk = (dir: string): boolean =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .some((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name === key));
  return walk(dataDir);
}

const deleteAccount = (client: BrowserClient, payload: unknown) =>
  client.request({ method: 'DELETE', url: '/api/user', payload });

/** Every column of every table with a foreign key to users or to forms, read from the catalogue. */
async function referencingColumns(db: Db, target: 'users' | 'forms') {
  return queryRows<{ table_name: string; column_name: string }>(
    db,
    // The catalogue, not a list in the test: a table added later is checked without anyone
    // remembering to add it here.
    sql`
      select distinct kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name
       and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = ${target} and ccu.column_name = 'id'
        and kcu.table_schema = 'public'`,
  );
}

/** Rows anywhere that still point at the user or at one of the forms. */
async function leftovers(db: Db, userId: number, formIds: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await referencingColumns(db, 'users')) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)} = ${userId}`,
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}: ${row!.n}`);
  }
  const formColumns = await referencingColumns(db, 'forms');
  // answer_counts reaches forms through answer_rollups; its form_id is checked too.
  formColumns.push({ table_name: 'answer_counts', column_name: 'form_id' });
  for (const { table_name, column_name } of formColumns) {
    for (const formId of formIds) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)}
            where ${sql.identifier(column_name)} = ${formId}`,
      );
      if (row!.n > 0) found.push(`${table_name}.${column_name} (${formId}): ${row!.n}`);
    }
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user) found.push('users');
  return found;
}

/** An account with something in every place an account can leave data. */
async function busyAccount() {
  const db = t.database.db;
  const owner = await signUp(t.app);
  const other = await signUp(t.app);
  const published = await publishUploadForm(owner.client);
  const draftForm = await createForm(owner.client, 'A draft form');
  const { file } = await submitResponseWithFile(t.app, published);
  const orphan = await uploadAsRespondent(new BrowserClient(t.app), published, crypto.randomUUID());
  const logoUrl = await uploadedLogoUrl(owner.client);
  expect((await owner.client.put('/api/brand-kit', { ...KIT, logoUrl })).statusCode).toBeLessThan(
    300,
  );

  // Memberships both ways, the owner's own answer to someone else's form, and the rest.
  const othersForm = await createForm(other.client, "Someone else's form");
  await addCollaborator(db, othersForm, owner.id, 'editor');
  await db.insert(invitations).values([
    { formId: othersForm, email: owner.email, tokenHash: crypto.randomUUID(), invitedBy: other.id },
    { formId: published, email: other.email, tokenHash: crypto.randomUUID(), invitedBy: owner.id },
  ]);
  const [answered] = await db
    .insert(responses)
    .values({ formId: othersForm, answers: { q: 'mine' }, completed: true, submittedBy: owner.id })
    .returning({ id: responses.id });
  await db.insert(notifications).values({
    userId: owner.id,
    type: 'other',
    title: 'Hello',
    message: 'A note',
  });
  await db.insert(apiKeys).values({
    userId: owner.id,
    name: 'CI',
    prefix: 'flk_test',
    keyHash: crypto.randomUUID(),
    scope: 'read',
  });
  await db.insert(webhookEndpoints).values({
    formId: published,
    url: 'https://hooks.example.com/x',
    secret: 'whsec_test',
    events: ['response.created'],
    createdBy: owner.id,
  });
  await db
    .insert(creditTransactions)
    .values({ userId: owner.id, amount: 3, type: 'purchase', description: 'test' });
  await db.insert(twoFactorBackupCodes).values({ userId: owner.id, codeHash: 'x' });
  await db.insert(mailOutbox).values({ to: owner.email, subject: 'Hi', text: 'Hi' });

  const [logo] = await db.select().from(brandLogos).where(eq(brandLogos.ownerId, owner.id));
  const blobs = [
    await storageKeyOf(db, file.fileId),
    await storageKeyOf(db, orphan.fileId),
    logo!.storageKey,
  ];
  for (const key of blobs) expect(blobExists(key)).toBe(true);
  return { owner, other, formIds: [published, draftForm], published, othersForm, answered, blobs };
}

describe('deleting your own account', () => {
  it('needs the current password, and changes nothing without it', async () => {
    const { owner, published, formIds } = await busyAccount();
    for (const payload of [{}, { currentPassword: 'not my password' }]) {
      const res = await deleteAccount(owner.client, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'REAUTH_REQUIRED', reauth: 'password' });
    }
    const bad = await deleteAccount(owner.client, { currentPassword: '' });
    expect(bad.statusCode).toBe(400);
    expect((await owner.client.get('/api/user')).statusCode).toBe(200);
    expect((await new BrowserClient(t.app).get(`/forms/${published}`)).statusCode).toBe(200);
    expect((await leftovers(t.database.db, owner.id, formIds)).length).toBeGreaterThan(0);
    const visitor = await new BrowserClient(t.app).request({
      method: 'DELETE',
      url: '/api/user',
      payload: { currentPassword: PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('leaves no row and no file of the account, and its public form answers 404 at once', async () => {
    const db = t.database.db;
    const account = await busyAccount();
    const { owner, other, formIds, published } = account;
    const publicPage = new BrowserClient(t.app);
    expect((await publicPage.get(`/forms/${published}`)).statusCode).toBe(200);
    expect((await publicPage.get(`/api/public/forms/${published}`)).json().status).toBe('open');

    const res = await deleteAccount(owner.client, { currentPassword: PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.cookies.find((c) => c.name === 'formloom_session')?.value).toBe('');

    // The public page, and the API it reads (which says so in its body), right away.
    expect((await publicPage.get(`/forms/${published}`)).statusCode).toBe(404);
    expect((await publicPage.get(`/api/public/forms/${published}`)).json()).toMatchObject({
      status: 'not_found',
      form: null,
    });
    expect((await owner.client.get('/api/user')).statusCode).toBe(401);
    expect(await leftovers(db, owner.id, formIds)).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).toEqual([]);
    expect(await db.select().from(invitations).where(eq(invitations.email, owner.email))).toEqual(
      [],
    );
    for (const key of account.blobs) expect(blobExists(key)).toBe(false);

    // Someone else's data stays: their form, and the answer the owner gave it, now anonymous.
    expect((await other.client.get(`/api/forms/${account.othersForm}`)).statusCode).toBe(200);
    const [kept] = await db.select().from(responses).where(eq(responses.id, account.answered!.id));
    expect(kept?.submittedBy).toBeNull();
    expect((await other.client.get('/api/user')).statusCode).toBe(200);

    // The audit log keeps the event, and nothing that names the person.
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(owner.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.delete_self',
      actorId: null,
      actorName: `deleted account #${owner.id}`,
      targetType: 'user',
      targetLabel: `deleted account #${owner.id}`,
      before: { forms: 2, files: 2 },
      after: null,
    });
    const text = JSON.stringify(entries[0]);
    expect(text).not.toContain(owner.username);
    expect(text).not.toContain(owner.email);
  });

  it('lets a Google-only account confirm with a sign-in of the last five minutes', async () => {
    const db = t.database.db;
    const person = await signUp(t.app);
    await db.update(users).set({ password: NO_PASSWORD }).where(eq(users.id, person.id));
    // A session that began six minutes ago is too old to stand in for the password.
    await db
      .update(visitorSessions)
      .set({ createdAt: new Date(Date.now() - 6 * 60 * 1000) })
      .where(eq(visitorSessions.userId, person.id));
    const stale = await deleteAccount(person.client, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'REAUTH_REQUIRED', reauth: 'google' });

    await db
      .update(visitorSessions)
      .set({ createdAt: new Date() })
      .where(eq(visitorSessions.userId, person.id));
    const fresh = await deleteAccount(person.client, {});
    expect(fresh.statusCode, fresh.body).toBe(204);
    expect(await leftovers(db, person.id, [])).toEqual([]);
  });

  it('refuses to remove the last admin', async () => {
    const admin: TestPerson = await signUp(t.app);
    await makeAdmin(t.database.db, admin);
    // Any admin other tests made would count: this one must be the only one.
    await t.database.db
      .update(users)
      .set({ role: 'user' })
      .where(eq(users.role, 'admin'))
      .then(() => makeAdmin(t.database.db, admin));
    const res = await deleteAccount(admin.client, { currentPassword: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('LAST_ADMIN');
    expect((await admin.client.get('/api/user')).statusCode).toBe(200);
  });

  it('refuses while a Pro subscription still renews, and deletes once renewal is off', async () => {
    const person: TestPerson = await signUp(t.app);
    const { db } = t.database;
    await db
      .update(users)
      .set({
        stripeSubscriptionId: 'sub_renews',
        subscriptionStatus: 'active',
        autoRenewal: true,
      })
      .where(eq(users.id, person.id));
    const refused = await deleteAccount(person.client, { currentPassword: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SUBSCRIPTION_RENEWS');
    expect((await person.client.get('/api/user')).statusCode).toBe(200);

    await db.update(users).set({ autoRenewal: false }).where(eq(users.id, person.id));
    expect((await deleteAccount(person.client, { currentPassword: PASSWORD })).statusCode).toBe(
      204,
    );
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([]);
  });
});
