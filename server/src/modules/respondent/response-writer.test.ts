import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { formDrafts, forms, responses, uploadedFiles } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import { createResponseWriter, type NewResponse } from './response-writer';

let database: Database;
let drop: () => Promise<void>;
const formId = `w${crypto.randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.db
    .insert(forms)
    .values({ id: formId, title: 'Writer', anonymousId: 'guest-1', published: true });
});
afterAll(async () => {
  await database.close();
  await drop();
});

const response = (overrides: Partial<NewResponse> = {}): NewResponse => ({
  formId,
  answersJson: JSON.stringify({ name: 'Ada' }),
  submittedBy: null,
  anonymousId: 'guest-1',
  ipAddress: '203.0.113.0',
  userAgent: 'test-agent',
  referrer: 'https://example.com/page',
  draftId: crypto.randomUUID(),
  fileIds: [],
  ...overrides,
});

/** The database with every statement's row count recorded. */
function counting() {
  const batches: number[] = [];
  const db: Pick<Database, 'prepared'> = {
    prepared: (name, text, values) => {
      batches.push((values[0] as unknown[]).length);
      return database.prepared(name, text, values);
    },
  };
  return { db, batches };
}

async function stored(draftId: string) {
  return database.db.select().from(responses).where(eq(responses.draftId, draftId));
}

describe('the response writer', () => {
  it('stores a lone response at once, with everything it records', async () => {
    const { db, batches } = counting();
    const item = response();
    const id = await createResponseWriter(db).write(item);
    expect(typeof id).toBe('number');
    expect(batches).toEqual([1]);
    const [row] = await stored(item.draftId);
    expect(row).toMatchObject({
      id,
      formId,
      answers: { name: 'Ada' },
      completed: true,
      anonymousId: 'guest-1',
      ipAddress: '203.0.113.0',
      userAgent: 'test-agent',
      referrer: 'https://example.com/page',
    });
  });

  it('writes what queued up while a statement ran as one statement, every row stored', async () => {
    const { db, batches } = counting();
    const writer = createResponseWriter(db, { maxInFlight: 1 });
    const items = Array.from({ length: 30 }, (_, i) =>
      response({ answersJson: JSON.stringify({ name: `R${i}` }) }),
    );
    const ids = await Promise.all(items.map((item) => writer.write(item)));
    // The first went alone; the other 29 waited for it and went together.
    expect(batches).toEqual([1, 29]);
    expect(new Set(ids).size).toBe(30);
    for (const [i, item] of items.entries()) {
      const [row] = await stored(item.draftId);
      expect(row?.id).toBe(ids[i]);
      expect(row?.answers).toEqual({ name: `R${i}` });
    }
  });

  it('splits a queue longer than the batch limit', async () => {
    const { db, batches } = counting();
    const writer = createResponseWriter(db, { maxInFlight: 1, maxBatch: 10 });
    const ids = await Promise.all(Array.from({ length: 25 }, () => writer.write(response())));
    expect(batches).toEqual([1, 10, 10, 4]);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
  });

  it('stores a double click once, even when both land in one batch', async () => {
    const { db, batches } = counting();
    const writer = createResponseWriter(db, { maxInFlight: 1 });
    const twin = response();
    const results = await Promise.all([
      writer.write(response()),
      writer.write(twin),
      writer.write({ ...twin }),
    ]);
    expect(batches).toEqual([1, 1, 1]);
    expect(results[1]).toEqual(expect.any(Number));
    expect(results[2]).toBeNull();
    expect(await stored(twin.draftId)).toHaveLength(1);
  });

  it('answers null for a draft stored before', async () => {
    const writer = createResponseWriter(database);
    const item = response();
    const first = await writer.write(item);
    expect(first).toEqual(expect.any(Number));
    expect(await writer.write({ ...item, answersJson: '{"name":"Again"}' })).toBeNull();
    const [row] = await stored(item.draftId);
    expect(row?.answers).toEqual({ name: 'Ada' });
  });

  it('fails only the bad row of a batch', async () => {
    const { db } = counting();
    const writer = createResponseWriter(db, { maxInFlight: 1 });
    const good = [response(), response(), response()];
    const bad = response({ formId: 'no-such-form' });
    const results = await Promise.allSettled([
      writer.write(good[0]!),
      writer.write(good[1]!),
      writer.write(bad),
      writer.write(good[2]!),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    for (const item of good) expect(await stored(item.draftId)).toHaveLength(1);
    expect(await stored(bad.draftId)).toHaveLength(0);
  });

  it("completes each row's draft and links its own files, and nobody else's", async () => {
    const writer = createResponseWriter(database, { maxInFlight: 1 });
    const [a, b] = [response(), response({ answersJson: '{"name":"Bea"}' })];
    await database.db.insert(formDrafts).values([
      { formId, draftId: a.draftId, answers: { name: 'draft' } },
      { formId, draftId: b.draftId, answers: { name: 'draft' } },
    ]);
    const file = (id: string, draftId: string) => ({
      id,
      formId,
      questionId: 'photo',
      draftId,
      storageKey: `k-${id}`,
      originalName: `${id}.png`,
      mimeType: 'image/png',
      size: 1,
    });
    const ids = [1, 2, 3, 4].map(() => crypto.randomUUID());
    await database.db
      .insert(uploadedFiles)
      .values([
        file(ids[0]!, a.draftId),
        file(ids[1]!, b.draftId),
        file(ids[2]!, b.draftId),
        file(ids[3]!, a.draftId),
      ]);
    // b names a file of a's draft: it must not be claimed.
    const [first, idA, idB] = await Promise.all([
      writer.write(response()),
      writer.write({ ...a, fileIds: [ids[0]!] }),
      writer.write({ ...b, fileIds: [ids[1]!, ids[2]!, ids[3]!] }),
    ]);
    expect(first).toEqual(expect.any(Number));
    const links = new Map(
      (await database.db.select().from(uploadedFiles)).map((f) => [f.id, f.responseId]),
    );
    expect(links.get(ids[0]!)).toBe(idA);
    expect(links.get(ids[1]!)).toBe(idB);
    expect(links.get(ids[2]!)).toBe(idB);
    expect(links.get(ids[3]!)).toBeNull();
    const drafts = await database.db.select().from(formDrafts).where(eq(formDrafts.formId, formId));
    const byDraft = new Map(drafts.map((d) => [d.draftId, d]));
    expect(byDraft.get(a.draftId)).toMatchObject({ isCompleted: true, answers: { name: 'Ada' } });
    expect(byDraft.get(b.draftId)).toMatchObject({ isCompleted: true, answers: { name: 'Bea' } });
  });

  it('fails every row of a batch at once when the database is unreachable', async () => {
    const statements: number[] = [];
    let release!: () => void;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const writer = createResponseWriter(
      {
        prepared: async (_name, _text, values) => {
          statements.push((values[0] as unknown[]).length);
          // The first statement is in flight while the others queue behind it.
          if (statements.length === 1) await firstHeld;
          throw refused;
        },
      },
      { maxInFlight: 1 },
    );
    const writes = Array.from({ length: 5 }, () => writer.write(response()));
    release();
    const results = await Promise.allSettled(writes);
    expect(results.map((r) => (r.status === 'rejected' ? r.reason : r.value))).toEqual(
      Array(5).fill(refused),
    );
    // One statement per batch; no row-by-row retries against a server that is not there.
    expect(statements).toEqual([1, 4]);
  });

  it('drains: resolves once everything queued has been written', async () => {
    const writer = createResponseWriter(database, { maxInFlight: 1 });
    await writer.drain();
    const items = Array.from({ length: 10 }, () => response());
    const writes = items.map((item) => writer.write(item));
    let settled = 0;
    for (const w of writes) void w.then(() => (settled += 1));
    await writer.drain();
    expect(settled).toBe(10);
    for (const item of items) expect(await stored(item.draftId)).toHaveLength(1);
  });
});
