/**
 * An ALTCHA proof-of-work widget. Its answer is the widget's base64 payload, which the server
 * verifies against its own key before accepting the submission; the payload proves nothing
 * afterwards, so it is never stored (storesAnswer false) and offers nothing to branch on.
 */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { defineQuestionType, noSettingsSchema } from './shared/define';
import { NO_OPERATORS } from './shared/operators';

/** A real payload is a few hundred characters; the cap stops oversized junk early. */
const MAX_PAYLOAD_LENGTH = 4096;

export const altchaPayloadSchema = z
  .string()
  .max(MAX_PAYLOAD_LENGTH)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, MESSAGES.invalidInput);

export const captcha = defineQuestionType({
  type: 'CAPTCHA',
  label: 'Captcha',
  category: 'advanced',
  summary: 'recent',
  storesAnswer: false,
  settingsSchema: noSettingsSchema,
  // A captcha that can be skipped protects nothing.
  defaults: () => ({ required: true, settings: {} }),
  answerSchema: () => altchaPayloadSchema,
  operators: NO_OPERATORS,
  toPlainText: () => '',
});
