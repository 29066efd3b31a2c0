/**
 * The answers so far in IndexedDB, beside the synchronous localStorage copy the page paints from
 * (lib/local-draft.ts): localStorage can be cleared on its own or refuse a large draft, and the
 * outbox's files live in IndexedDB anyway. Read back when localStorage has nothing for the form.
 */
import type { LocalDraft } from '../lib/local-draft';
import { openOfflineDb, type StoredDraft } from './offline-db';

export async function writeDraftCopy(
  formId: string,
  draftId: string,
  draft: LocalDraft,
): Promise<void> {
  const db = await openOfflineDb();
  await db?.put('drafts', { formId, draftId, ...draft }).catch(() => undefined);
}

export async function readDraftCopy(formId: string): Promise<StoredDraft | null> {
  const db = await openOfflineDb();
  return (await db?.get('drafts', formId).catch(() => undefined)) ?? null;
}

export async function deleteDraftCopy(formId: string): Promise<void> {
  const db = await openOfflineDb();
  await db?.delete('drafts', formId).catch(() => undefined);
}
