/**
 * Sending queued submissions (ADR 032). A submission is written to the outbox before its first
 * attempt and leaves it only when the server has answered: accepted (kept as 'sent' until the page
 * has told the respondent), or refused for good (closed, unpublished, invalid against the form as
 * it is now). Network failures and gateway errors only push the next attempt back, with a growing
 * delay and no deadline. Files chosen offline are uploaded first and their references swapped in.
 * The draft id is the idempotency key, so an attempt whose answer was lost gets the first response
 * back; attempts from the page, other tabs and the service worker take turns under one lock.
 * No DOM here: the service worker runs this on Background Sync.
 */
import type { UploadedFile } from '@core/api/public';
import type { Answers } from '@core/form/definition';
import { STORED_MESSAGES } from '@/renderer/lib/respondent-messages';
import type { SubmitOutcome } from '@/renderer/lib/submit-outcome';
import { postResponse } from '../api/public-api';
import type { OutboxEntry, StoredFile } from './offline-db';
import type { OutboxStore } from './outbox-store';

/** File references to files still on this device start with this (real ids never do). */
export const LOCAL_FILE_PREFIX = 'local-';

export const BACKOFF_BASE_MS = 2000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

/** The wait after `attempts` failed attempts: 2 s, 4 s, 8 s… up to 5 minutes, never giving up. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type UploadResult =
  | { kind: 'uploaded'; file: UploadedFile }
  | { kind: 'unreached' }
  | { kind: 'refused'; message: string };

export interface OutboxNet {
  post(entry: OutboxEntry): Promise<SubmitOutcome>;
  upload(file: StoredFile): Promise<UploadResult>;
}

async function uploadStoredFile(file: StoredFile): Promise<UploadResult> {
  const data = new FormData();
  // The server reads questionId and draftId before the file.
  data.append('questionId', file.questionId);
  data.append('draftId', file.draftId);
  data.append('file', file.blob, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/public/forms/${encodeURIComponent(file.formId)}/uploads`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: data,
    });
  } catch {
    return { kind: 'unreached' };
  }
  if (response.status >= 502 && response.status <= 504) return { kind: 'unreached' };
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status === 201 && typeof body?.fileId === 'string') {
    return { kind: 'uploaded', file: body as unknown as UploadedFile };
  }
  // A rate limit passes; anything else (too large, wrong type, form closed) will not.
  if (response.status === 429) return { kind: 'unreached' };
  const message = typeof body?.message === 'string' ? body.message : `${file.name}: not accepted`;
  return { kind: 'refused', message };
}

/** The real network: one attempt each, the retrying is the outbox's. */
export const browserNet: OutboxNet = {
  post: (entry) =>
    postResponse(
      entry.formId,
      entry.draftId,
      entry.answers,
      entry.referrer,
      entry.answeredAgainst.formVersion ?? null,
    ),
  upload: uploadStoredFile,
};

function isLocalFile(value: unknown): value is UploadedFile {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as UploadedFile).fileId === 'string' &&
    (value as UploadedFile).fileId.startsWith(LOCAL_FILE_PREFIX)
  );
}

/** The local file ids an answer set refers to. */
export function localFileIds(answers: Answers): string[] {
  return Object.values(answers)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter(isLocalFile)
    .map((file) => file.fileId);
}

function swapFile(answers: Answers, localId: string, uploaded: UploadedFile): Answers {
  const swap = (value: unknown) =>
    isLocalFile(value) && value.fileId === localId ? uploaded : value;
  return Object.fromEntries(
    Object.entries(answers).map(([id, value]) => [
      id,
      Array.isArray(value) ? value.map(swap) : swap(value),
    ]),
  );
}

const failed = (entry: OutboxEntry, now: number): OutboxEntry => ({
  ...entry,
  attempts: entry.attempts + 1,
  nextAttemptAt: now + backoffMs(entry.attempts + 1),
});

/** One attempt at one entry; returns the entry as stored afterwards. */
export async function sendEntry(
  store: OutboxStore,
  entry: OutboxEntry,
  net: OutboxNet,
  now: () => number = Date.now,
): Promise<OutboxEntry> {
  let current = entry;
  for (const localId of localFileIds(current.answers)) {
    const file = await store.getFile(localId);
    // A file no longer on this device: the server refuses the reference and the page says so.
    if (!file) continue;
    const result = await net.upload(file);
    if (result.kind === 'unreached') {
      current = failed(current, now());
      await store.put(current);
      return current;
    }
    if (result.kind === 'refused') {
      current = {
        ...current,
        state: { kind: 'refused', reason: 'invalid', message: result.message },
      };
      await store.put(current);
      return current;
    }
    // Stored before the file is forgotten, so a crash here never loses the upload's reference.
    current = { ...current, answers: swapFile(current.answers, localId, result.file) };
    await store.put(current);
    await store.deleteFile(localId);
  }

  const outcome = await net.post(current);
  switch (outcome.kind) {
    case 'accepted':
      current = { ...current, state: { kind: 'sent', responseId: outcome.responseId } };
      break;
    case 'closed':
      current = {
        ...current,
        state: { kind: 'refused', reason: 'closed', message: outcome.message },
      };
      break;
    case 'unavailable':
      current = { ...current, state: { kind: 'refused', reason: 'unavailable', message: null } };
      break;
    case 'invalid':
      current = {
        ...current,
        state: { kind: 'refused', reason: 'invalid', message: outcome.message || null },
      };
      break;
    case 'too-large':
      current = {
        ...current,
        state: { kind: 'refused', reason: 'invalid', message: STORED_MESSAGES.tooLarge },
      };
      break;
    case 'failed':
    case 'rate-limited':
      // Unreached, a rate limit or a 500: it may pass later, so try again; never drop it.
      current = failed(current, now());
      break;
  }
  await store.put(current);
  return current;
}

/** The tail of this context's outbox runs: each waits for the one before it. */
let localTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` alone: after this context's earlier runs, and while no other tab or worker of this
 * origin runs the outbox (Web Locks, where the browser has them).
 */
function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  const run = () => (locks ? locks.request('formloom-outbox', task) : task());
  const result = localTurn.then(run, run);
  localTurn = result.catch(() => undefined);
  return result;
}

export interface FlushOptions {
  /** Attempt even entries whose backoff has not elapsed (the browser just came back online). */
  force?: boolean;
  now?: () => number;
}

/**
 * Attempts every pending entry that is due. Resolves to the entries as they are afterwards.
 * Each entry is read again under the lock, so one sent meanwhile by another tab is not sent twice.
 */
export function flushOutbox(
  store: OutboxStore,
  net: OutboxNet,
  { force = false, now = Date.now }: FlushOptions = {},
): Promise<OutboxEntry[]> {
  return withOutboxLock(async () => {
    for (const listed of await store.list()) {
      const entry = await store.get(listed.draftId);
      if (!entry || entry.state.kind !== 'pending') continue;
      if (!force && entry.nextAttemptAt > now()) continue;
      await sendEntry(store, entry, net, now);
    }
    return store.list();
  });
}

/** One entry now, whatever its backoff (the respondent pressed Submit or Send now). */
export function sendNow(
  store: OutboxStore,
  draftId: string,
  net: OutboxNet,
  now: () => number = Date.now,
): Promise<OutboxEntry | undefined> {
  return withOutboxLock(async () => {
    const entry = await store.get(draftId);
    if (!entry || entry.state.kind !== 'pending') return entry;
    return sendEntry(store, entry, net, now);
  });
}
