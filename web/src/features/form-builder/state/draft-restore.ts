/** What to do with a local draft when the builder opens a form. */
import type { FormDefinition } from '@core/form/definition';
import { readLocalDraft, type LocalDraft } from './local-draft';
import { stableJson } from './stable-json';

export type DraftDecision =
  | { kind: 'none' }
  /** The draft was made on the version the server still has: it is applied (and undoable). */
  | { kind: 'restored'; draft: LocalDraft }
  /** The server moved on since the draft was made: the author decides. */
  | { kind: 'stale'; draft: LocalDraft };

export function decideDraft(
  formId: string,
  serverVersion: number,
  server: FormDefinition,
): DraftDecision {
  const draft = readLocalDraft(formId);
  if (!draft || stableJson(draft.definition) === stableJson(server)) return { kind: 'none' };
  return draft.baseVersion >= serverVersion
    ? { kind: 'restored', draft }
    : { kind: 'stale', draft };
}
