/**
 * What makes a new password unacceptable beyond its length (NIST SP 800-63B-4 3.1.1.2, 5.1.1.2 in
 * revision 3): a password found in breach corpuses or naming the service, one built on the
 * account's own username or e-mail, and trivially repetitive or sequential ones. Checked on the server only, so the list never enters the web
 * bundle; the forms show the message under the password field.
 */
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';

export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less guessable one.';
export const PASSWORD_HAS_IDENTITY = 'Your password must not contain your username or email.';
export const PASSWORD_TOO_SIMPLE =
  'This password is too easy to guess: avoid repeated or sequential characters.';

/**
 * About 49,000 of the most common passwords from breach corpuses (zxcvbn-ts's list, lowercase),
 * loaded on first use: the package decompresses all its word lists when imported (a fifth of a
 * second of CPU and much garbage), which every start-up paid before the first password was ever
 * checked. It is a chunk of its own in dist/server (ADR 042).
 */
let common: Promise<Set<string>> | null = null;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then((mod) => {
    // A CommonJS package: Node's import gives its exports as `default` as well as by name, but
    // the bundle's chunk (ESM for Node) gives them as `default` only.
    const { dictionary } = ((mod as unknown as { default?: typeof mod }).default ??
      mod) as typeof mod;
    return new Set(dictionary['passwords-common']);
  }));

const SERVICE_NAME = 'formloom';

/** Identifiers shorter than this are refused only as the whole password, not as a part of it. */
const MIN_CONTAINED_LENGTH = 3;

export interface PasswordContext {
  username: string;
  email: string;
}

/** The reason `password` is refused, or null when it is acceptable. Case never matters. */
export async function passwordProblem(
  password: string,
  context: PasswordContext,
): Promise<string | null> {
  const lower = password.toLowerCase();
  const breached = await commonPasswords();
  if (breached.has(lower) || breached.has(lower.trim())) {
    return PASSWORD_TOO_COMMON;
  }
  // The service's own name is the first word a guesser tries here.
  if (lower.includes(SERVICE_NAME)) return PASSWORD_TOO_COMMON;
  const identifiers = [context.username, context.email.split('@')[0] ?? '']
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  for (const id of identifiers) {
    if (lower === id || (id.length >= MIN_CONTAINED_LENGTH && lower.includes(id))) {
      return PASSWORD_HAS_IDENTITY;
    }
  }
  if (isRepetitive(lower) || isSequential(lower)) return PASSWORD_TOO_SIMPLE;
  return null;
}

/** Few distinct characters ("aaaaaaaa", "abababab") or one short run repeated ("abcabcabc"). */
function isRepetitive(password: string): boolean {
  const chars = [...password];
  if (new Set(chars).size < 3) return true;
  return /^(.{1,4})\1+$/su.test(password);
}

/** One straight run up or down the character codes ("abcdefgh", "98765432"). */
function isSequential(password: string): boolean {
  const codes = [...password].map((c) => c.codePointAt(0)!);
  if (codes.length < 2) return false;
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

/** The 400 that puts the policy's message under the password `field` of the form. */
export async function assertAcceptablePassword(
  field: string,
  password: string,
  context: PasswordContext,
): Promise<void> {
  const problem = await passwordProblem(password, context);
  if (problem)
    throw new AppError(400, ERROR_CODES.validation, problem, { errors: { [field]: problem } });
}
