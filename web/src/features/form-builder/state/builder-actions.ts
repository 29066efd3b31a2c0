/** Everything the builder can do to a form definition, as reducer actions. */
import type { FormDefinition, PageBreak, Question, Screen } from '@core/form/definition';

export type ScreenKey = 'welcomeScreen' | 'thankYouScreen';

/** Edits change the definition and can be undone. */
export type EditAction =
  | { type: 'updateForm'; patch: Partial<Pick<FormDefinition, 'title' | 'description'>> }
  | { type: 'updateScreen'; screen: ScreenKey; patch: Partial<Screen> }
  | { type: 'addQuestion'; question: Question; afterId?: string | null }
  | { type: 'updateQuestion'; id: string; patch: Partial<Omit<Question, 'id'>> }
  /** Merges into `settings`; a key set to undefined is removed. */
  | { type: 'updateSettings'; id: string; patch: Record<string, unknown> }
  | { type: 'duplicateQuestion'; id: string; newId: string }
  | { type: 'deleteQuestion'; id: string }
  | { type: 'moveQuestion'; id: string; toIndex: number }
  | { type: 'addPageBreak'; pageBreak: PageBreak }
  | { type: 'updatePageBreak'; id: string; patch: Partial<Omit<PageBreak, 'id'>> }
  | { type: 'removePageBreak'; id: string }
  /** The form's languages, the default first (ADR 048); translations of a removed one are kept until saved. */
  | { type: 'setLanguages'; languages: string[] }
  /** One text in a non-default language; blank means missing (the default language shows). */
  | { type: 'setTranslation'; language: string; key: string; text: string };

export interface EditMeta {
  /**
   * Consecutive edits with the same key within COALESCE_MS are one undo step (typing a title
   * is undone as a whole, not letter by letter).
   */
  coalesce?: string;
  /** When the edit happened (ms); the store fills it in. */
  at?: number;
}

export type BuilderAction =
  | (EditAction & EditMeta)
  | { type: 'undo' }
  | { type: 'redo' }
  /** Replaces the definition and forgets history (loading, reloading after a conflict). */
  | { type: 'reset'; definition: FormDefinition }
  /** Replaces the definition as one undoable step (restoring a local draft). */
  | { type: 'replace'; definition: FormDefinition };
