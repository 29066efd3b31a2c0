/**
 * The respondent's offline storage (ADR 032), one IndexedDB database through idb, shared by the
 * form page and its service worker (which sends queued submissions on Background Sync):
 * - outbox: submissions waiting for the server's acknowledgement, keyed by draft id;
 * - files: files chosen while offline, uploaded before their submission is sent;
 * - drafts: the answers so far, per form (the page also keeps them in localStorage, read
 *   synchronously for the first paint).
 * No DOM here: the service worker imports this module.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Answers } from '@core/form/definition';

export const OFFLINE_DB_NAME = 'formloom-offline';

/** What a queued submission was answered against: the seam for form versions (issue 29). */
export interface AnsweredAgainst {
  formId: string;
  /** The form as the respondent saw it; the versions issue replaces this with a version id. */
  fingerprint: string;
  /** The published version answered (ADR 036), sent with the submission; absent before versions. */
  formVersion?: number;
}

export type OutboxState =
  | { kind: 'pending' }
  | { kind: 'sent'; responseId: number }
  /** The server answered and will not take it: closed, unpublished or gone, or invalid now. */
  | { kind: 'refused'; reason: 'closed' | 'unavailable' | 'invalid'; message: string | null };

export interface OutboxEntry {
  draftId: string;
  formId: string;
  answers: Answers;
  referrer: string;
  answeredAgainst: AnsweredAgainst;
  queuedAt: number;
  /** Failed attempts so far: the backoff grows with them, and nothing is ever dropped for age. */
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
}

export interface StoredFile {
  id: string;
  formId: string;
  draftId: string;
  questionId: string;
  name: string;
  blob: Blob;
}

export interface StoredDraft {
  formId: string;
  draftId: string;
  answers: Answers;
  pageIndex: number;
  resumeToken: string | null;
  formVersion?: number | null;
}

interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: OutboxEntry };
  files: { key: string; value: StoredFile };
  drafts: { key: string; value: StoredDraft };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb | null> | null = null;

/** The database, or null where IndexedDB is missing or refused (private modes, some WebViews). */
export function openOfflineDb(): Promise<OfflineDb | null> {
  opening ??= (async () => {
    try {
      if (typeof indexedDB === 'undefined') return null;
      return await openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
        upgrade(db) {
          db.createObjectStore('outbox', { keyPath: 'draftId' });
          db.createObjectStore('files', { keyPath: 'id' });
          db.createObjectStore('drafts', { keyPath: 'formId' });
        },
      });
    } catch {
      return null;
    }
  })();
  return opening;
}

/** Tests: forget the open connection, as a reload would. */
export function forgetOfflineDb(): void {
  void opening?.then((db) => db?.close());
  opening = null;
}
