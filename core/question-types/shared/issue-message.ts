/**
 * Turns zod issues into the spec's generic messages ('Expected X, received Y', 'Invalid input'
 * and the bound messages). Passed as the per-parse error map, so a message a schema sets itself
 * still wins.
 */
import type { z } from 'zod';
import { BOUND_MESSAGES, MESSAGES, expectedReceived } from '../../form/messages';

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

function bound(issue: { origin: string; inclusive?: boolean }, limit: number, small: boolean) {
  switch (issue.origin) {
    case 'string':
      return small ? BOUND_MESSAGES.tooShort(limit) : BOUND_MESSAGES.tooLong(limit);
    case 'array':
    case 'set':
      return small ? BOUND_MESSAGES.tooFewItems(limit) : BOUND_MESSAGES.tooManyItems(limit);
    case 'number':
    case 'int':
      if (issue.inclusive === false) {
        return small ? BOUND_MESSAGES.notGreaterThan(limit) : BOUND_MESSAGES.notLessThan(limit);
      }
      return small ? BOUND_MESSAGES.tooSmall(limit) : BOUND_MESSAGES.tooBig(limit);
    default:
      return MESSAGES.invalidInput;
  }
}

export const issueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.expected === 'never') return MESSAGES.invalidInput;
      // zod reports 1.5 against .int() as a type error; "received number" would read as nonsense.
      if (issue.expected === 'int' && typeof issue.input === 'number') {
        return expectedReceived('integer', 'float');
      }
      const expected = EXPECTED_NAMES[issue.expected] ?? issue.expected;
      return expectedReceived(expected, receivedType(issue.input));
    }
    case 'too_small':
      return bound(issue, Number(issue.minimum), true);
    case 'too_big':
      return bound(issue, Number(issue.maximum), false);
    default:
      return MESSAGES.invalidInput;
  }
};

export type ParsedAnswer<T> = { ok: true; value: T } | { ok: false; message: string };

/** Parses one answer and keeps the first problem only: a form shows one message per question. */
export function parseAnswer<T>(schema: z.ZodType<T>, value: unknown): ParsedAnswer<T> {
  const result = schema.safeParse(value, { error: issueMessage });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? MESSAGES.invalidInput };
}
