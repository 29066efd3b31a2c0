/**
 * Where queued submissions and offline files are kept: IndexedDB when the browser has it, else
 * localStorage (private modes), which keeps the answers but cannot keep files (keepsFiles false:
 * the page tells the respondent so). The service worker uses the IndexedDB store only.
 */
import { openOfflineDb, type OfflineDb, type OutboxEntry, type StoredFile } from './offline-db';

export interface OutboxStore {
  readonly keepsFiles: boolean;
  get(draftId: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  delete(draftId: string): Promise<void>;
  list(): Promise<OutboxEntry[]>;
  putFile(file: StoredFile): Promise<void>;
  getFile(id: string): Promise<StoredFile | undefined>;
  deleteFile(id: string): Promise<void>;
}

export function idbOutboxStore(db: OfflineDb): OutboxStore {
  return {
    keepsFiles: true,
    get: (draftId) => db.get('outbox', draftId),
    put: async (entry) => void (await db.put('outbox', entry)),
    delete: (draftId) => db.delete('outbox', draftId),
    list: () => db.getAll('outbox'),
    putFile: async (file) => void (await db.put('files', file)),
    getFile: (id) => db.get('files', id),
    deleteFile: (id) => db.delete('files', id),
  };
}

export const LOCAL_OUTBOX_KEY = 'formloom_outbox';

/** The fallback: every entry in one localStorage item. Answers only; files are refused. */
export function localOutboxStore(storage: Storage): OutboxStore {
  const readAll = (): Record<string, OutboxEntry> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(LOCAL_OUTBOX_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, OutboxEntry>) : {};
    } catch {
      return {};
    }
  };
  const writeAll = (all: Record<string, OutboxEntry>) => {
    if (Object.keys(all).length === 0) storage.removeItem(LOCAL_OUTBOX_KEY);
    else storage.setItem(LOCAL_OUTBOX_KEY, JSON.stringify(all));
  };
  return {
    keepsFiles: false,
    get: async (draftId) => readAll()[draftId],
    put: async (entry) => writeAll({ ...readAll(), [entry.draftId]: entry }),
    delete: async (draftId) => {
      const all = readAll();
      delete all[draftId];
      writeAll(all);
    },
    list: async () => Object.values(readAll()),
    putFile: async () => {
      throw new Error('Files cannot be kept offline in this browser');
    },
    getFile: async () => undefined,
    deleteFile: async () => undefined,
  };
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

let opened: Promise<OutboxStore | null> | null = null;

/** The page's store: IndexedDB, else localStorage, else null (nothing can be kept). */
export function openOutboxStore(): Promise<OutboxStore | null> {
  opened ??= openOfflineDb().then((db) => {
    if (db) return idbOutboxStore(db);
    const storage = localStorageOrNull();
    return storage ? localOutboxStore(storage) : null;
  });
  return opened;
}

/** Tests: open again, as a reload would. */
export function forgetOutboxStore(): void {
  opened = null;
}
