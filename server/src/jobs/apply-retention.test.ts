import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSettingsSchema } from '@core/api/forms';
import { formSummaryResponseSchema } from '@core/api/responses';
import { answerCounts, responses, uploadedFiles } from '../db/schema';
import { BrowserClient, newAccount } from '../test-support/browser-client';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { storageKeyOf, uploadAsRespondent } from '../test-support/upload-test-helpers';

let t: TestContext;
let owner: BrowserClient;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-retention-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, FREE_PUBLISHED_FORM_LIMIT: '100' } });
  owner = new BrowserClient(t.app);
  await owner.post('/api/auth/register', newAccount());
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const blobPath = (key: string) => path.join(dataDir, 'uploads', key.slice(0, 2), key);

async function publishedForm(): Promise<string> {
  const created = await owner.post('/api/forms', {
    definition: {
      title: 'Kept a while',
      questions: [
        {
          id: 'color',
          type: 'MULTIPLE_CHOICE',
          title: 'Colour',
          order: 0,
          options: ['Red', 'Blue'],
        },
        { id: 'doc', type: 'FILE_UPLOAD', title: 'A document', order: 1 },
      ],
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await owner.post(`/api/forms/${id}/publish`)).statusCode).toBe(200);
  return id;
}

/** A response (with a file when asked), answered `color`, stored `daysAgo` days ago. */
async function respond(formId: string, color: string, daysAgo: number, withFile = false) {
  const client = new BrowserClient(t.app);
  const draftId = crypto.randomUUID();
  const answers: Record<string, unknown> = { color };
  if (withFile) answers.doc = await uploadAsRespondent(client, formId, draftId);
  const res = await client.post(`/api/public/forms/${formId}/responses`, { draftId, answers });
  expect(res.statusCode).toBe(201);
  const responseId = res.json().responseId as number;
  await t.database.db
    .update(responses)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(responses.id, responseId));
  const fileId = withFile ? (answers.doc as { fileId: string }).fileId : null;
  return { responseId, fileId };
}

const putSettings = (formId: string, body: unknown) =>
  owner.request({ method: 'PUT', url: `/api/forms/${formId}/settings`, payload: body });

async function summaryOf(formId: string) {
  const res = await owner.get(`/api/forms/${formId}/summary`);
  expect(res.statusCode).toBe(200);
  return formSummaryResponseSchema.parse(res.json());
}

describe('the retention setting', () => {
  it('is off by default, takes 1 to 3650 days or null, and refuses anything else unchanged', async () => {
    const formId = await publishedForm();
    const read = async () =>
      formSettingsSchema.parse((await owner.get(`/api/forms/${formId}/settings`)).json());
    expect(await read()).toEqual({ responseRetentionDays: null });
    for (const bad of [
      { responseRetentionDays: 0 },
      { responseRetentionDays: 3651 },
      { responseRetentionDays: 1.5 },
      { responseRetentionDays: '30' },
      { responseRetentionDays: 30, extra: true },
      {},
    ]) {
      const res = await putSettings(formId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await read()).toEqual({ responseRetentionDays: null });
    const on = await putSettings(formId, { responseRetentionDays: 3650 });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ responseRetentionDays: 3650 });
    expect(await read()).toEqual({ responseRetentionDays: 3650 });
    expect((await putSettings(formId, { responseRetentionDays: null })).json()).toEqual({
      responseRetentionDays: null,
    });
  });

  it('is no one else’s to read or change', async () => {
    const formId = await publishedForm();
    const stranger = new BrowserClient(t.app);
    await stranger.post('/api/auth/register', newAccount());
    expect((await stranger.get(`/api/forms/${formId}/settings`)).statusCode).toBe(404);
    const res = await stranger.put(`/api/forms/${formId}/settings`, { responseRetentionDays: 1 });
    expect(res.statusCode).toBe(404);
    expect((await owner.get(`/api/forms/${formId}/settings`)).json()).toEqual({
      responseRetentionDays: null,
    });
  });
});

describe('the daily retention job', () => {
  it('deletes older responses with their files, keeps the rest, and keeps the counts right', async () => {
    const formId = await publishedForm();
    const untouched = await publishedForm();
    const oldWithFile = await respond(formId, 'Red', 40, true);
    const oldPlain = await respond(formId, 'Blue', 31);
    const recentWithFile = await respond(formId, 'Red', 29, true);
    const recentPlain = await respond(formId, 'Blue', 1);
    // A form without retention keeps even its oldest response.
    const ancient = await respond(untouched, 'Red', 4000);
    const before = await summaryOf(formId);
    expect(before.totalResponses).toBe(4);
    const oldBlob = blobPath(await storageKeyOf(t.database.db, oldWithFile.fileId!));
    const recentBlob = blobPath(await storageKeyOf(t.database.db, recentWithFile.fileId!));
    expect(fs.existsSync(oldBlob)).toBe(true);

    expect((await putSettings(formId, { responseRetentionDays: 30 })).statusCode).toBe(200);
    await t.app.scheduler.runNow('apply-retention');

    const left = await t.database.db
      .select({ id: responses.id })
      .from(responses)
      .where(inArray(responses.formId, [formId, untouched]));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [recentWithFile.responseId, recentPlain.responseId, ancient.responseId].sort((a, b) => a - b),
    );
    expect(oldPlain.responseId).not.toBe(recentPlain.responseId);
    // The old response's file: its row and its stored object are gone; the recent one's stay.
    const files = await t.database.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.formId, formId));
    expect(files.map((f) => f.id)).toEqual([recentWithFile.fileId]);
    expect(fs.existsSync(oldBlob)).toBe(false);
    expect(fs.existsSync(recentBlob)).toBe(true);

    // The counts follow, as when a response is deleted by hand.
    const after = await summaryOf(formId);
    expect(after.totalResponses).toBe(2);
    const color = after.questions.find((q) => q.questionId === 'color');
    expect(color).toMatchObject({ answered: 2 });
    expect(
      (color as { counts: { value: string; count: number }[] }).counts
        .filter((c) => c.count > 0)
        .map((c) => [c.value, c.count])
        .sort(),
    ).toEqual([
      ['Blue', 1],
      ['Red', 1],
    ]);
    const counted = await t.database.db
      .select()
      .from(answerCounts)
      .where(eq(answerCounts.formId, formId));
    const total = counted
      .filter((c) => c.questionId === '')
      .reduce((sum, c) => sum + Number(c.n), 0);
    expect(total).toBe(2);
    expect((await summaryOf(untouched)).totalResponses).toBe(1);

    // Run again: nothing more is old enough.
    await t.app.scheduler.runNow('apply-retention');
    expect((await summaryOf(formId)).totalResponses).toBe(2);
  });

  it('deletes more than one batch of old responses in one run', async () => {
    const formId = await publishedForm();
    expect((await putSettings(formId, { responseRetentionDays: 1 })).statusCode).toBe(200);
    const old = new Date(Date.now() - 2 * DAY_MS);
    await t.database.db.insert(responses).values(
      Array.from({ length: 2100 }, (_, i) => ({
        formId,
        completed: true,
        answers: { color: i % 2 ? 'Red' : 'Blue' },
        createdAt: old,
      })),
    );
    await respond(formId, 'Red', 0);
    expect((await summaryOf(formId)).totalResponses).toBe(2101);
    await t.app.scheduler.runNow('apply-retention');
    expect((await summaryOf(formId)).totalResponses).toBe(1);
  });
});
