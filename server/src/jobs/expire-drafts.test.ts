import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDrafts, forms, uploadedFiles } from '../db/schema';
import { LocalDiskStorage } from '../storage/local-disk-storage';
import { openTestDatabase } from '../test-support/test-app';
import { expireDrafts } from './expire-drafts';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'formloom-files-'));
const storage = new LocalDiskStorage(root);
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.database.close();
  await db.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('expireDrafts', () => {
  it('deletes abandoned drafts and their files, and keeps recent and submitted ones', async () => {
    const d = db.database.db;
    await d.insert(forms).values({ id: 'f1', title: 'F', anonymousId: 'g' });
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    await d.insert(formDrafts).values([
      { formId: 'f1', draftId: 'old-abandoned', lastUpdated: old },
      { formId: 'f1', draftId: 'old-submitted', lastUpdated: old, isCompleted: true },
      { formId: 'f1', draftId: 'recent', lastUpdated: new Date() },
    ]);
    await storage.put('storagekey-old-1', Buffer.from('x'));
    await storage.put('storagekey-new-1', Buffer.from('y'));
    await d.insert(uploadedFiles).values([
      {
        id: 'file-old',
        formId: 'f1',
        questionId: 'q',
        draftId: 'old-abandoned',
        storageKey: 'storagekey-old-1',
        originalName: 'a',
        mimeType: 'text/plain',
        size: 1,
        createdAt: old,
      },
      {
        id: 'file-new',
        formId: 'f1',
        questionId: 'q',
        draftId: 'recent',
        storageKey: 'storagekey-new-1',
        originalName: 'b',
        mimeType: 'text/plain',
        size: 1,
      },
    ]);
    const result = await expireDrafts(d, storage, 30);
    expect(result).toEqual({ drafts: 1, files: 1 });
    const left = (await d.select().from(formDrafts).where(eq(formDrafts.formId, 'f1')))
      .map((r) => r.draftId)
      .sort();
    expect(left).toEqual(['old-submitted', 'recent']);
    await expect(storage.get('storagekey-old-1')).rejects.toThrow();
    const kept = await storage.get('storagekey-new-1');
    expect(kept.readable).toBe(true);
    kept.destroy();
  });
});
