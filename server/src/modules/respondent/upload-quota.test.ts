/**
 * Uploads that cannot fill the disk (issue 20): the per-address hourly allowance of unsubmitted
 * uploads (429 UPLOAD_QUOTA) and the owner's storage quota by plan (413 STORAGE_QUOTA), with the
 * owner told once at 80 % and once at 100 %, and told again after usage fell and rose again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingStateSchema } from '@core/api/billing';
import { forms, mailOutbox, notifications, uploadedFiles, users } from '../../db/schema';
import { STORAGE_QUOTA_BYTES } from '../billing/plans';
import { BrowserClient, newAccount } from '../../test-support/browser-client';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import {
  BINARY_PNG,
  multipartBody,
  publishUploadForm,
} from '../../test-support/upload-test-helpers';

let t: TestContext;
let dataDir: string;
const ALLOWED_ADDRESS = '198.51.100.7';
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-upload-quota-'));
  t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      FREE_PUBLISHED_FORM_LIMIT: '100',
      UPLOAD_ADDRESS_QUOTA_MB_PER_HOUR: '1',
      RATE_LIMIT_ALLOWLIST: ALLOWED_ADDRESS,
    },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A real PNG padded to 400 KiB: three of them are past a 1 MB allowance. */
const FILE_400K = Buffer.concat([BINARY_PNG, Buffer.alloc(400 * 1024 - BINARY_PNG.length)]);

function upload(formId: string, data: Buffer, via: { remoteAddress: string }) {
  const body = multipartBody(
    { questionId: 'doc', draftId: crypto.randomUUID() },
    { name: 'scan.png', type: 'image/png', data },
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/public/forms/${formId}/uploads`,
    payload: body.payload,
    remoteAddress: via.remoteAddress,
    headers: { ...body.headers, ...t.origin },
  });
}

/** Stored objects on disk (two-character shard folders under DATA_DIR/uploads). */
function blobCount(): number {
  const root = path.join(dataDir, 'uploads');
  return fs.readdirSync(root).flatMap((d) => fs.readdirSync(path.join(root, d))).length;
}

async function filesOf(formId: string) {
  return t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.formId, formId));
}

async function newOwner() {
  const owner = new BrowserClient(t.app);
  const account = newAccount();
  await owner.post('/api/auth/register', account);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
  return { owner, user: user!, formId: await publishUploadForm(owner) };
}

describe('the per-address allowance of unsubmitted uploads', () => {
  it('refuses past the hourly allowance with 429 UPLOAD_QUOTA and stores nothing', async () => {
    const { formId } = await newOwner();
    const respondent = { remoteAddress: '203.0.113.201' };
    expect((await upload(formId, FILE_400K, respondent)).statusCode).toBe(201);
    expect((await upload(formId, FILE_400K, respondent)).statusCode).toBe(201);
    const stored = await filesOf(formId);
    expect(stored).toHaveLength(2);
    // The row records the address as responses do (truncated by default).
    expect(stored.map((f) => f.clientAddress)).toEqual(['203.0.113.0', '203.0.113.0']);

    const blobsBefore = blobCount();
    const refused = await upload(formId, FILE_400K, respondent);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'UPLOAD_QUOTA',
      message: 'You have uploaded too much in the last hour. Try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await filesOf(formId)).toHaveLength(2);
    expect(blobCount()).toBe(blobsBefore);

    // A refused upload takes nothing: a small file still fits in what is left of the hour.
    expect((await upload(formId, BINARY_PNG, respondent)).statusCode).toBe(201);
    // Another address has its own allowance.
    expect((await upload(formId, FILE_400K, { remoteAddress: '203.0.113.202' })).statusCode).toBe(
      201,
    );
  });

  it('counts an IPv6 client by its /64, whatever address in it they use', async () => {
    const { formId } = await newOwner();
    const statuses = [];
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:a:b:c:d',
      '2001:0db8:0001:0002::ffff',
      '2001:db8:1:2:0:0:0:9',
    ]) {
      statuses.push((await upload(formId, FILE_400K, { remoteAddress: address })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429, 429]);
    expect((await upload(formId, FILE_400K, { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(
      201,
    );
  });

  it('exempts an address on RATE_LIMIT_ALLOWLIST', async () => {
    const { formId } = await newOwner();
    for (let i = 0; i < 4; i += 1) {
      expect((await upload(formId, FILE_400K, { remoteAddress: ALLOWED_ADDRESS })).statusCode).toBe(
        201,
      );
    }
  });
});

/** Pretends the owner's forms hold `bytes` more (a row without a blob: only its size counts). */
async function occupy(formId: string, bytes: number) {
  const id = `filler-${crypto.randomUUID()}`;
  await t.database.db.insert(uploadedFiles).values({
    id,
    formId,
    questionId: 'doc',
    draftId: 'filler',
    storageKey: crypto.randomBytes(24).toString('base64url'),
    originalName: 'filler.bin',
    mimeType: 'application/octet-stream',
    size: bytes,
  });
  return id;
}

async function alertsOf(userId: number, email: string) {
  const { db } = t.database;
  const [bell] = (await db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.title, 'Your file storage is 80% full'),
      ),
    )) as [{ value: number }];
  const [full] = (await db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.title, 'Your file storage is full')),
    )) as [{ value: number }];
  const mails = await db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'storage_quota')));
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return { at80: bell.value, at100: full.value, mails, level: user!.storageAlertLevel };
}

describe("the owner's storage quota", () => {
  const GB = STORAGE_QUOTA_BYTES.free;
  let n = 0;
  const someone = () => ({ remoteAddress: `203.0.113.${(n++ % 40) + 100}` });

  it('tells the owner once at 80 %, refuses uploads when full with 413, and tells them at 100 %', async () => {
    const { owner, user, formId } = await newOwner();
    const filler = await occupy(formId, Math.ceil(GB * 0.8) - 100);
    expect((await upload(formId, BINARY_PNG, someone())).statusCode).toBe(201);
    let alerts = await alertsOf(user.id, user.email);
    expect(alerts).toMatchObject({ at80: 1, at100: 0, level: 80 });
    expect(alerts.mails.map((m) => m.subject)).toEqual(['Your file storage is 80% full']);
    expect(alerts.mails[0]!.text).toContain('of your 1 GB of file storage');
    expect(alerts.mails[0]!.text).toContain('upgrade to Pro for 50 GB');
    // Still between 80 and 100: nobody is told twice.
    expect((await upload(formId, BINARY_PNG, someone())).statusCode).toBe(201);
    expect((await alertsOf(user.id, user.email)).at80).toBe(1);

    // The last file that fits takes the owner to (just past) the quota: full, and told so.
    const used = (await filesOf(formId)).reduce((sum, f) => sum + f.size, 0);
    await occupy(formId, GB - used - 10);
    expect((await upload(formId, BINARY_PNG, someone())).statusCode).toBe(201);
    alerts = await alertsOf(user.id, user.email);
    expect(alerts).toMatchObject({ at80: 1, at100: 1, level: 100 });
    const before = (await filesOf(formId)).length;
    const refused = await upload(formId, BINARY_PNG, someone());
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'STORAGE_QUOTA',
      message:
        "This form can't accept files right now because its owner's storage is full. Please let the form's owner know.",
    });
    expect(await filesOf(formId)).toHaveLength(before);
    alerts = await alertsOf(user.id, user.email);
    expect(alerts).toMatchObject({ at80: 1, at100: 1, level: 100 });
    expect(alerts.mails).toHaveLength(2);

    // /billing shows the storage used against the plan's quota.
    const billing = billingStateSchema.parse((await owner.get('/api/billing')).json());
    expect(billing.storage.quotaBytes).toBe(GB);
    expect(billing.storage.usedBytes).toBeGreaterThanOrEqual(GB);

    // Usage falls (the big files go): uploads work again, and the next crossing is told again.
    await t.database.db.delete(uploadedFiles).where(eq(uploadedFiles.formId, formId));
    expect((await upload(formId, BINARY_PNG, someone())).statusCode).toBe(201);
    expect((await alertsOf(user.id, user.email)).level).toBe(0);
    await occupy(formId, Math.ceil(GB * 0.9));
    expect((await upload(formId, BINARY_PNG, someone())).statusCode).toBe(201);
    alerts = await alertsOf(user.id, user.email);
    expect(alerts).toMatchObject({ at80: 2, at100: 1, level: 80 });
    expect(filler).toMatch(/^filler-/);
  });

  it('gives Pro its own figure', async () => {
    const { owner, user, formId } = await newOwner();
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: 'active', subscriptionEndDate: null })
      .where(eq(users.id, user.id));
    // Twice the Free quota is not full on Pro.
    await occupy(formId, GB);
    await occupy(formId, GB);
    expect((await upload(formId, BINARY_PNG, someone())).statusCode).toBe(201);
    const billing = billingStateSchema.parse((await owner.get('/api/billing')).json());
    expect(billing.storage.quotaBytes).toBe(STORAGE_QUOTA_BYTES.pro);
    expect(billing.storage.usedBytes).toBe(2 * GB + BINARY_PNG.length);
    expect((await alertsOf(user.id, user.email)).level).toBe(0);
  });

  it("holds a guest's forms to the Free figure", async () => {
    const guest = new BrowserClient(t.app);
    const formId = await publishUploadForm(guest);
    const [row] = await t.database.db.select().from(forms).where(eq(forms.id, formId));
    expect(row!.ownerId).toBeNull();
    await occupy(formId, GB);
    const refused = await upload(formId, BINARY_PNG, someone());
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe('STORAGE_QUOTA');
  });
});
