/**
 * E-mail addresses as people actually type them: the RFC 5322 dot-atom subset (no quoted local
 * parts, comments or IP literals, which no real sign-up form needs) with RFC 5321's length limits.
 */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { defineQuestionType } from './shared/define';
import { TEXT_OPERATORS } from './shared/operators';
import { placeholderSettingsSchema, textAsPlainText } from './shared/text';

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// Top-level domains are letters, or punycode (xn--) for internationalised ones.
const TLD = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TLD}$`);
const MAX_EMAIL = 254;
const MAX_LOCAL_PART = 64;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value) && value.indexOf('@') <= MAX_LOCAL_PART;
}

const emailSchema = z.string().trim().max(MAX_EMAIL).refine(isEmailAddress, MESSAGES.invalidInput);

export const email = defineQuestionType({
  type: 'EMAIL',
  label: 'Email',
  category: 'contact',
  summary: 'recent',
  settingsSchema: placeholderSettingsSchema,
  defaults: () => ({ settings: { placeholder: 'name@example.com' } }),
  answerSchema: () => emailSchema,
  operators: TEXT_OPERATORS,
  toPlainText: textAsPlainText,
});
