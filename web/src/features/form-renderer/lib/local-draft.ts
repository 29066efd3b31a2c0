/**
 * The respondent's draft on this device: the draft id (formloom_draft_{formId}) that the server
 * upserts by, and the answers with the page reached (formloom_answers_{formId}), so a reload or a
 * lost connection never loses what was typed; and the visitor id (formloom_visitor_{formId}) the
 * funnel counts people by. Storage can be unavailable (privacy modes, quota): every access is
 * guarded and the form keeps working without it.
 */
import type { Answers } from '@core/form/definition';

export const draftIdKey = (formId: string) => `formloom_draft_${formId}`;
export const answersKey = (formId: string) => `formloom_answers_${formId}`;
export const visitorIdKey = (formId: string) => `formloom_visitor_${formId}`;

export interface LocalDraft {
  answers: Answers;
  pageIndex: number;
  resumeToken: string | null;
  /** The published version the answers were given on (ADR 036); null before versions. */
  formVersion: number | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the server copy still has the draft.
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random UUID v4, also where crypto.randomUUID is missing (plain-http origins). */
export function newDraftId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function loadDraftId(formId: string): string {
  const stored = read(draftIdKey(formId));
  if (stored && UUID.test(stored)) return stored;
  const id = newDraftId();
  write(draftIdKey(formId), id);
  return id;
}

/** This page's visitor ids when storage refuses to keep them: one per form for the page's life. */
const unstoredVisitors = new Map<string, string>();

/**
 * The random id the funnel counts this person by (issue 28), sent with every analytics event.
 * Kept in local storage, not a cookie, and per form so it links nothing across forms; it outlives
 * a submission (the next visit is the same person) and a reload is the same visitor. Where
 * storage is refused, the id lasts as long as the page.
 */
export function loadVisitorId(formId: string): string {
  const stored = read(visitorIdKey(formId));
  if (stored && UUID.test(stored)) return stored;
  let id = unstoredVisitors.get(formId);
  if (!id) {
    id = newDraftId();
    unstoredVisitors.set(formId, id);
  }
  write(visitorIdKey(formId), id);
  return id;
}

export function storeDraftId(formId: string, draftId: string): void {
  write(draftIdKey(formId), draftId);
}

export function readLocalDraft(formId: string): LocalDraft | null {
  const raw = read(answersKey(formId));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<LocalDraft> | null;
    const answers = parsed?.answers;
    if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return null;
    const pageIndex = Number.isInteger(parsed.pageIndex)
      ? Math.max(0, parsed.pageIndex as number)
      : 0;
    const resumeToken = typeof parsed.resumeToken === 'string' ? parsed.resumeToken : null;
    const formVersion =
      Number.isInteger(parsed.formVersion) && (parsed.formVersion as number) >= 1
        ? (parsed.formVersion as number)
        : null;
    return { answers, pageIndex, resumeToken, formVersion };
  } catch {
    return null;
  }
}

export function writeLocalDraft(formId: string, draft: LocalDraft): void {
  write(answersKey(formId), JSON.stringify(draft));
}

/** After a submission: the next visit starts a new response with a new draft id. */
export function clearLocalDraft(formId: string): void {
  write(answersKey(formId), null);
  write(draftIdKey(formId), null);
}
