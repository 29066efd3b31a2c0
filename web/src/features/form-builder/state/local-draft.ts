/**
 * An unsaved copy of each form in localStorage, so nothing typed is lost to a reload, a crash or
 * a failed save. It records the server version the edits were made on: a draft on the version
 * the server still has is restored as is; a draft on an older one needs the author's decision.
 */
import { z } from 'zod';
import { formDefinitionSchema, questionSchema, type FormDefinition } from '@core/form/definition';

const KEY_PREFIX = 'formloom-builder-draft:';

export interface LocalDraft {
  baseVersion: number;
  savedAt: number;
  definition: FormDefinition;
}

/** The stored shape, without the "required" title rules: a draft may be half typed. */
const draftDefinitionSchema = formDefinitionSchema.extend({
  title: z.string().max(300),
  questions: z.array(questionSchema.extend({ title: z.string().max(500) })).max(1000),
});

const keyFor = (formId: string) => `${KEY_PREFIX}${formId}`;

export function readLocalDraft(formId: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(keyFor(formId));
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof data.baseVersion !== 'number' || typeof data.savedAt !== 'number') return null;
    const definition = draftDefinitionSchema.safeParse(data.definition);
    if (!definition.success) return null;
    return { baseVersion: data.baseVersion, savedAt: data.savedAt, definition: definition.data };
  } catch {
    return null;
  }
}

export function writeLocalDraft(formId: string, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(keyFor(formId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: autosave still runs; only the offline copy is missing.
  }
}

export function clearLocalDraft(formId: string): void {
  try {
    window.localStorage.removeItem(keyFor(formId));
  } catch {
    // Nothing to clear.
  }
}
