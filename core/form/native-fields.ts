/**
 * The names of a public form's native controls, shared by the renderer (which puts them on the
 * inputs) and the server's no-script path (which reads a posted page back into answers, ADR 033).
 * With JavaScript the names are never sent; without it they are the whole protocol.
 */

/** Hidden fields and the buttons' name on the server-rendered `<form method="post">`. */
export const NATIVE_FIELDS = {
  /** The server-signed draft id: "draftId.signature". */
  draft: '_draft',
  /** The index of the page posted, in the flow the server computes from the draft. */
  page: '_page',
  /**
   * Which button: "next" (Next or Submit), "back", "start" (the welcome screen) or "stay" (keep
   * the page's answers and show it again: Add date, where script would add in place).
   */
  action: '_action',
} as const;

export type NativeAction = 'next' | 'back' | 'start' | 'stay';

/** The value an "Other" radio, checkbox or option posts; its text comes in otherName(). */
export const OTHER_VALUE = '__other__';

/** The control of a question: its element id and its field name. */
export const controlName = (questionId: string) => `fl-q-${questionId}`;
/** A grid's radio group for one row (0-based). */
export const rowName = (questionId: string, row: number) => `${controlName(questionId)}-row-${row}`;
/** Ranking without script: the position chosen for the option at this index (0-based). */
export const rankName = (questionId: string, option: number) =>
  `${controlName(questionId)}-rank-${option}`;
/** The typed text of an "Other" choice. */
export const otherName = (questionId: string) => `${controlName(questionId)}-other`;
/** A time range's second field (the first is the control itself). */
export const endName = (questionId: string) => `${controlName(questionId)}-end`;
