/**
 * Turns zod issues into the spec's generic messages ('Expected X, received Y', 'Invalid input'
 * and the bound messages), and into the same problem as a code and values (AnswerIssue, ADR 043)
 * for the respondent's page to say in its own language. Passed as the per-parse error map, so a
 * message a schema sets itself still wins.
 */
import type { z } from 'zod';
import { type AnswerIssue, englishMessage, isAnswerIssue } from '../../form/answer-issue';
import { MESSAGES } from '../../form/messages';

/** The JSON-ish name of a value's type, as used in 'Expected X, received Y'. */
export function receivedType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return Number.isNaN(value) ? 'nan' : 'infinity';
  }
  return typeof value;
}

// zod's internal names for a few types differ from what a respondent-facing message should say.
const EXPECTED_NAMES: Partial<Record<string, string>> = { record: 'object', int: 'integer' };

const INVALID: AnswerIssue = { code: 'invalidInput' };

type BoundIssue = { origin: string; inclusive?: boolean };

function bound(issue: BoundIssue, limit: number, small: boolean): AnswerIssue {
  const values = { limit };
  switch (issue.origin) {
    case 'string':
      return { code: small ? 'tooShort' : 'tooLong', values };
    case 'array':
    case 'set':
      return { code: small ? 'tooFewItems' : 'tooManyItems', values };
    case 'number':
    case 'int':
      if (issue.inclusive === false) {
        return { code: small ? 'notGreaterThan' : 'notLessThan', values };
      }
      return { code: small ? 'tooSmall' : 'tooBig', values };
    default:
      return INVALID;
  }
}

type IssueLike = {
  code?: string;
  input?: unknown;
  expected?: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  inclusive?: boolean;
  params?: unknown;
};

/** The problem a zod issue describes, read from its kind and limits. */
function structuralIssue(issue: IssueLike): AnswerIssue {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'never') return INVALID;
      // zod reports 1.5 against .int() as a type error; "received number" would read as nonsense.
      if (issue.expected === 'int' && typeof issue.input === 'number') {
        return { code: 'expectedReceived', values: { expected: 'integer', received: 'float' } };
      }
      const expected = EXPECTED_NAMES[issue.expected ?? ''] ?? issue.expected ?? 'unknown';
      return {
        code: 'expectedReceived',
        values: { expected, received: receivedType(issue.input) },
      };
    }
    case 'too_small':
      return bound(issue as BoundIssue, Number(issue.minimum), true);
    case 'too_big':
      return bound(issue as BoundIssue, Number(issue.maximum), false);
    case 'custom':
      return isAnswerIssue(issue.params) ? issue.params : INVALID;
    default:
      return INVALID;
  }
}

export const issueMessage: z.core.$ZodErrorMap = (issue) => englishMessage(structuralIssue(issue));

/**
 * The issue behind a parsed problem. Where a schema set a message of its own, the message decides:
 * one of ours by its code, anything else as text, so the English never changes.
 */
export function answerIssueOf(issue: IssueLike & { message: string }): AnswerIssue {
  const read = structuralIssue(issue);
  if (englishMessage(read) === issue.message) return read;
  if (issue.message === MESSAGES.invalidInput) return INVALID;
  if (issue.message === MESSAGES.allRowsRequired) return { code: 'allRowsRequired' };
  return { code: 'text', values: { text: issue.message } };
}

export type ParsedAnswer<T> =
  { ok: true; value: T } | { ok: false; message: string; issue: AnswerIssue };

/** Parses one answer and keeps the first problem only: a form shows one message per question. */
export function parseAnswer<T>(schema: z.ZodType<T>, value: unknown): ParsedAnswer<T> {
  // Most answers are valid: parsed first without the error map and the input on its issues, which
  // change only a failure's issues (zod copies a parse's options into a new context on each call,
  // a fifth of a server's answer checking). A failure is parsed again for its messages.
  const valid = schema.safeParse(value);
  if (valid.success) return { ok: true, value: valid.data };
  // The input is kept on each issue so 'received Y' can be read again from the parsed issue.
  const result = schema.safeParse(value, { error: issueMessage, reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  if (!first) return { ok: false, message: MESSAGES.invalidInput, issue: INVALID };
  return { ok: false, message: first.message, issue: answerIssueOf(first) };
}
