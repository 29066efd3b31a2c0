/**
 * Field messages of core's request schemas, as the app shows them (ADR 056 addendum): a zod issue
 * carries core's English, which `fieldText` reads back to its key and shows as the app's message.
 * Core keeps the English because the server answers 400s with it; `field-texts.test.ts` checks that
 * every key has a message here and that the English is core's, byte for byte.
 *
 * Apart from core-texts.ts because it imports core's request schemas' modules: only forms that
 * validate with those schemas (through withAppWords) load it.
 */
import { API_KEY_MESSAGES, API_KEY_NAME_MAX, type ApiKeyMessageKey } from '@core/api/api-keys';
import { AUTH_MESSAGES, PASSWORD_MAX, USERNAME_MAX, type AuthMessageKey } from '@core/api/auth';
import { BRAND_KIT_MESSAGES, type BrandKitMessageKey } from '@core/api/brand-kit';
import {
  RESPONSE_RETENTION_DAYS,
  RETENTION_MESSAGES,
  type RetentionMessageKey,
} from '@core/api/forms';
import { TWO_FACTOR_MESSAGES, type TwoFactorMessageKey } from '@core/api/two-factor';
import { BUTTON_STYLES } from '@core/form/enums';
import { FONT_FAMILY_NAMES } from '@core/form/font-families';
import { MESSAGES } from '@core/form/messages';
import { t } from '@/lib/app-messages/app-messages';
import { VALIDATION_MESSAGES } from './core-texts';
import { coreTextMessages as m } from './messages';

export const AUTH_FIELD_MESSAGES: Record<AuthMessageKey, string> = {
  emailInvalid: m.emailInvalid,
  usernameTooLong: m.usernameTooLong,
  usernameCharacters: m.usernameCharacters,
  passwordTooLong: m.passwordTooLong,
};

export const TWO_FACTOR_FIELD_MESSAGES: Record<TwoFactorMessageKey, string> = {
  totpCode: m.totpCode,
  backupCode: m.backupCode,
  secondFactorCode: m.secondFactorCode,
};

export const API_KEY_FIELD_MESSAGES: Record<ApiKeyMessageKey, string> = {
  keyNameRequired: m.keyNameRequired,
  keyNameTooLong: m.keyNameTooLong,
};

export const RETENTION_FIELD_MESSAGES: Record<RetentionMessageKey, string> = {
  retentionWholeDays: m.retentionWholeDays,
  retentionTooFew: m.retentionTooFew,
  retentionTooMany: m.retentionTooMany,
};

export const BRAND_KIT_FIELD_MESSAGES: Record<BrandKitMessageKey, string> = {
  brandColourFormat: m.brandColourFormat,
  brandLogoNotUploaded: m.brandLogoNotUploaded,
  brandFontFamily: m.brandFontFamily,
  brandButtonStyle: m.brandButtonStyle,
};

/** Every keyed set of core's field messages with the app's messages for it. */
export const FIELD_MESSAGE_SETS = [
  ['validation messages', MESSAGES, VALIDATION_MESSAGES],
  ['identity', AUTH_MESSAGES, AUTH_FIELD_MESSAGES],
  ['two-factor codes', TWO_FACTOR_MESSAGES, TWO_FACTOR_FIELD_MESSAGES],
  ['API keys', API_KEY_MESSAGES, API_KEY_FIELD_MESSAGES],
  ['response retention', RETENTION_MESSAGES, RETENTION_FIELD_MESSAGES],
  ['brand kit', BRAND_KIT_MESSAGES, BRAND_KIT_FIELD_MESSAGES],
] as const satisfies readonly (readonly [
  string,
  Readonly<Record<string, string>>,
  Readonly<Record<string, string>>,
])[];

/** The numbers and lists core writes into its messages, as core writes them ("3650", not "3,650"). */
export const FIELD_MESSAGE_VALUES = {
  usernameMax: String(USERNAME_MAX),
  passwordMax: String(PASSWORD_MAX),
  keyNameMax: String(API_KEY_NAME_MAX),
  retentionMin: RESPONSE_RETENTION_DAYS.min,
  retentionMinDays: String(RESPONSE_RETENTION_DAYS.min),
  retentionMax: RESPONSE_RETENTION_DAYS.max,
  retentionMaxDays: String(RESPONSE_RETENTION_DAYS.max),
  fontFamilies: FONT_FAMILY_NAMES.join(', '),
  buttonStyles: BUTTON_STYLES.join(', '),
};

const appMessageOf = new Map<string, string>();
for (const [, coreTexts, appMessages] of FIELD_MESSAGE_SETS) {
  const messages: Readonly<Record<string, string>> = appMessages;
  for (const [key, text] of Object.entries(coreTexts)) {
    const message = messages[key];
    if (message !== undefined) appMessageOf.set(text, message);
  }
}

/** A field message in the app's words when it is one of core's keyed texts; any other as it came. */
export function fieldText(text: string): string {
  const message = appMessageOf.get(text);
  return message === undefined ? text : t(message, FIELD_MESSAGE_VALUES);
}
