/**
 * Phone numbers through libphonenumber-js. Numbers typed without a "+" country code are read in
 * the question's `defaultCountry`; without one, only international numbers can be valid.
 */
import {
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { z } from 'zod';
import { MESSAGES } from '../../form/messages';
import { answerSchemaFrom, defineQuestionType } from './define';
import { TEXT_OPERATORS } from './operators';
import { placeholderSchema, textAsPlainText } from './text';

/** Longer than any real number with spaces and an extension, short enough to parse cheaply. */
const PHONE_MAX_LENGTH = 40;

const settingsSchema = z.object({
  defaultCountry: z
    .string()
    .refine((c): c is CountryCode => isSupportedCountry(c), MESSAGES.invalidInput)
    .optional(),
  placeholder: placeholderSchema,
});

type PhoneStorage = 'as-typed' | 'e164';

function phoneNumberSchema(country: CountryCode | undefined, storage: PhoneStorage) {
  return z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH)
    .refine((v) => isValidPhoneNumber(v, country), MESSAGES.invalidInput)
    .transform((v) =>
      storage === 'e164' ? (parsePhoneNumberFromString(v, country)?.number ?? v) : v,
    );
}

export function definePhoneType(
  type: 'PHONE' | 'PHONE_FORMATTED',
  label: string,
  storage: PhoneStorage,
) {
  return defineQuestionType({
    type,
    label,
    category: 'contact',
    summary: 'recent',
    settingsSchema,
    defaults: () => ({ settings: {} }),
    answerSchema: answerSchemaFrom(settingsSchema, (s) =>
      phoneNumberSchema(s.defaultCountry as CountryCode | undefined, storage),
    ),
    operators: TEXT_OPERATORS,
    toPlainText: textAsPlainText,
  });
}
