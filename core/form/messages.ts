/**
 * User-facing validation texts from product-spec section 5. Exact strings: do not reword. Core's
 * schemas and the server use them; the app shows its catalogue's message for each key
 * (web/src/lib/core-texts, ADR 056), kept equal by a test.
 */
export const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDontMatch: "Passwords don't match",
  questionTextRequired: 'Question text is required',
  formTitleRequired: 'Form title is required',
  required: 'Required',
  invalidInput: 'Invalid input',
  /** A MATRIX / LIKERT_SCALE answer that leaves rows blank when every row is required. */
  allRowsRequired: 'Answer every row',
} as const;

/** A validation message's stable key: the app shows its own catalogue's message for it (ADR 056). */
export type ValidationMessageKey = keyof typeof MESSAGES;

/** The spec's generic type-mismatch message: "Expected X, received Y". */
export function expectedReceived(expected: string, received: string): string {
  return `Expected ${expected}, received ${received}`;
}

/*
 * The spec's "string and number bound messages". The spec names them without wording, so these
 * are ours; answer validation (core/question-types) and validate-submission use only these.
 */
const plural = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;

export const BOUND_MESSAGES = {
  tooShort: (min: number) => `Must be at least ${plural(min, 'character')}`,
  tooLong: (max: number) => `Must be at most ${plural(max, 'character')}`,
  tooSmall: (min: number | string) => `Must be at least ${min}`,
  tooBig: (max: number | string) => `Must be at most ${max}`,
  notGreaterThan: (min: number | string) => `Must be greater than ${min}`,
  notLessThan: (max: number | string) => `Must be less than ${max}`,
  tooFewItems: (min: number) => `Must have at least ${plural(min, 'item')}`,
  tooManyItems: (max: number) => `Must have at most ${plural(max, 'item')}`,
  tooManyDecimals: (decimals: number) => `Must have at most ${plural(decimals, 'decimal place')}`,
  dateTooEarly: (min: string) => `Must be on or after ${min}`,
  dateTooLate: (max: string) => `Must be on or before ${max}`,
  fileTooLarge: (max: string) => `File must be at most ${max}`,
} as const;

/** The message above a page whose answers need fixing, for `count` of them. */
export function pageErrorAlert(count: number): string {
  return count === 1
    ? 'Please check the answer marked below.'
    : `Please check the ${count} answers marked below.`;
}
