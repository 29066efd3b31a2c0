/**
 * The outbox (ADR 032) over a real IndexedDB implementation (fake-indexeddb): retries with a
 * growing delay and no deadline, sends once, survives a reload (a new connection to the same
 * database), uploads files kept offline first, and keeps the owner's answer for a closed form.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SubmitOutcome } from '@/renderer/lib/submit-outcome';
import { forgetOfflineDb, OFFLINE_DB_NAME, openOfflineDb, type OutboxEntry } from './offline-db';
import {
  BACKOFF_MAX_MS,
  backoffMs,
  flushOutbox,
  LOCAL_FILE_PREFIX,
  sendNow,
  type OutboxNet,
  type UploadResult,
} from './outbox';
import { createOutboxScheduler } from './outbox-scheduler';
import { idbOutboxStore, localOutboxStore, type OutboxStore } from './outbox-store';

const DRAFT = '0b3c1a52-6a2c-4c3e-9a55-2f1f7f0d2a10';

function entry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    draftId: DRAFT,
    formId: 'f1',
    answers: { name: 'Ada' },
    referrer: '',
    answeredAgainst: { formId: 'f1', fingerprint: 'abc' },
    queuedAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    state: { kind: 'pending' },
    ...overrides,
  };
}

/** A network whose answers are scripted, recording what it was sent. */
function scriptedNet(posts: (SubmitOutcome | 'network')[], uploads: UploadResult[] = []) {
  const sent: OutboxEntry[] = [];
  const uploaded: string[] = [];
  const net: OutboxNet = {
    async post(sending) {
      sent.push(structuredClone(sending));
      const next = posts.shift() ?? 'network';
      return next === 'network' ? { kind: 'failed', message: 'network' } : next;
    },
    async upload(file) {
      uploaded.push(file.id);
      return uploads.shift() ?? { kind: 'unreached' };
    },
  };
  return { net, sent, uploaded };
}

async function idbStore(): Promise<OutboxStore> {
  const db = await openOfflineDb();
  if (!db) throw new Error('fake-indexeddb should be there');
  return idbOutboxStore(db);
}

const accepted = (responseId: number): SubmitOutcome => ({ kind: 'accepted', responseId });

beforeEach(() => {
  forgetOfflineDb();
});
afterEach(async () => {
  forgetOfflineDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
});

describe('backoff', () => {
  it('doubles from 2 s and stops growing at 5 minutes, never giving up', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(50)).toBe(BACKOFF_MAX_MS);
  });
});

describe('the outbox scheduler', () => {
  it('retries a failed submission on a growing timer until the server takes it', async () => {
    const store = await idbStore();
    await store.put(entry());
    let clock = 1_000;
    const timers: { run: () => void; ms: number }[] = [];
    const { net, sent } = scriptedNet(['network', 'network', accepted(7)]);
    const scheduler = createOutboxScheduler({
      store,
      net,
      now: () => clock,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => undefined,
    });

    await scheduler.flush();
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    clock += 2000;
    timers[0]!.run();
    await scheduler.flush(); // waits for the timer's run, then finds nothing due yet
    expect(timers.at(-1)!.ms).toBe(4000);
    clock += 4000;
    const [settled] = await scheduler.flush();

    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.draftId))).toEqual(new Set([DRAFT]));
    expect(settled!.state).toEqual({ kind: 'sent', responseId: 7 });
    expect(settled!.attempts).toBe(2);
    scheduler.stop();
  });

  it('keeps a submission however long the connection stays away', async () => {
    const store = await idbStore();
    await store.put(entry());
    const { net } = scriptedNet([]);
    const month = 30 * 24 * 3600 * 1000;
    let clock = 0;
    for (let i = 0; i < 12; i++) {
      clock += month;
      await flushOutbox(store, net, { force: true, now: () => clock });
    }
    const kept = await store.get(DRAFT);
    expect(kept!.state).toEqual({ kind: 'pending' });
    expect(kept!.attempts).toBe(12);
    expect(kept!.nextAttemptAt).toBe(clock + BACKOFF_MAX_MS);
  });
});

describe('once only', () => {
  it('sends once when the page, the back-online flush and Send now all run together', async () => {
    const store = await idbStore();
    await store.put(entry());
    const { net, sent } = scriptedNet([accepted(3), accepted(3), accepted(3)]);
    await Promise.all([
      flushOutbox(store, net),
      flushOutbox(store, net, { force: true }),
      sendNow(store, DRAFT, net),
    ]);
    await flushOutbox(store, net, { force: true });
    expect(sent).toHaveLength(1);
    expect((await store.get(DRAFT))!.state).toEqual({ kind: 'sent', responseId: 3 });
  });
});

describe('a reload', () => {
  it('finds the queued submission and its offline file, uploads the file first, then sends', async () => {
    const fileId = `${LOCAL_FILE_PREFIX}1`;
    const first = await idbStore();
    await first.putFile({
      id: fileId,
      formId: 'f1',
      draftId: DRAFT,
      questionId: 'photo',
      name: 'view.png',
      blob: new Blob(['png bytes'], { type: 'image/png' }),
    });
    await first.put(
      entry({
        answers: {
          name: 'Ada',
          photo: { fileId, name: 'view.png', size: 9, mimeType: 'image/png' },
        },
      }),
    );

    // The tab is closed and opened again: a new connection to the same database.
    forgetOfflineDb();
    const reopened = await idbStore();
    const uploadedFile = { fileId: 'srv-1', name: 'view.png', size: 9, mimeType: 'image/png' };
    const { net, sent, uploaded } = scriptedNet(
      [accepted(11)],
      [{ kind: 'uploaded', file: uploadedFile }],
    );
    await flushOutbox(reopened, net);

    expect(uploaded).toEqual([fileId]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.answers).toEqual({ name: 'Ada', photo: uploadedFile });
    expect(await reopened.getFile(fileId)).toBeUndefined();
    expect((await reopened.get(DRAFT))!.state).toEqual({ kind: 'sent', responseId: 11 });
  });

  it('keeps the file and the answers when the upload cannot reach the server', async () => {
    const fileId = `${LOCAL_FILE_PREFIX}2`;
    const store = await idbStore();
    const blob = new Blob(['bytes'], { type: 'image/png' });
    await store.putFile({
      id: fileId,
      formId: 'f1',
      draftId: DRAFT,
      questionId: 'p',
      name: 'a.png',
      blob,
    });
    const photo = { fileId, name: 'a.png', size: 5, mimeType: 'image/png' };
    await store.put(entry({ answers: { photo } }));
    const { net, sent } = scriptedNet([accepted(1)], [{ kind: 'unreached' }]);

    await flushOutbox(store, net);
    expect(sent).toHaveLength(0);
    expect((await store.get(DRAFT))!.answers).toEqual({ photo });
    expect((await store.getFile(fileId))!.name).toBe('a.png');
  });
});

describe('the owner’s answer', () => {
  it('keeps a closed form’s message and stops retrying', async () => {
    const store = await idbStore();
    await store.put(entry());
    const timers: number[] = [];
    const { net, sent } = scriptedNet([{ kind: 'closed', message: 'Entries closed on Friday.' }]);
    const scheduler = createOutboxScheduler({
      store,
      net,
      setTimer: (_run, ms) => timers.push(ms),
      clearTimer: () => undefined,
    });
    await scheduler.flush();
    await scheduler.flush(true);

    expect(sent).toHaveLength(1);
    expect((await store.get(DRAFT))!.state).toEqual({
      kind: 'refused',
      reason: 'closed',
      message: 'Entries closed on Friday.',
    });
    expect(timers).toEqual([]);
  });

  it('an unpublished form (404) is refused as unavailable', async () => {
    const store = await idbStore();
    await store.put(entry());
    await flushOutbox(store, scriptedNet([{ kind: 'unavailable' }]).net);
    expect((await store.get(DRAFT))!.state).toMatchObject({
      kind: 'refused',
      reason: 'unavailable',
    });
  });
});

describe('without IndexedDB', () => {
  it('keeps answers in localStorage but refuses files', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    } as Storage;
    const store = localOutboxStore(storage);
    expect(store.keepsFiles).toBe(false);
    await store.put(entry());
    // Another page of the same origin sees the same entry.
    expect((await localOutboxStore(storage).get(DRAFT))!.answers).toEqual({ name: 'Ada' });
    await expect(
      store.putFile({
        id: 'x',
        formId: 'f1',
        draftId: DRAFT,
        questionId: 'p',
        name: 'a',
        blob: new Blob(),
      }),
    ).rejects.toThrow();
    await flushOutbox(store, scriptedNet([accepted(5)]).net);
    expect((await store.get(DRAFT))!.state).toEqual({ kind: 'sent', responseId: 5 });
  });
});
