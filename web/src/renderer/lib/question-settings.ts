/**
 * Reading a question's type settings for display. The settings were validated when the form was
 * saved; these readers are still defensive (stale data falls back to the type's default) and do
 * not use the zod schemas, which stay out of the first-paint bundle. Answers are always checked by
 * the type's own schema (see engine-impl.ts), so a display default can never let a bad answer in.
 */
import type { Question } from '@core/form/definition';
import type { QuestionType } from '@core/form/enums';

function settingsOf(question: Question): Record<string, unknown> {
  const { settings } = question;
  return settings && typeof settings === 'object' && !Array.isArray(settings) ? settings : {};
}

export function settingString(question: Question, key: string, fallback = ''): string {
  const value = settingsOf(question)[key];
  return typeof value === 'string' ? value : fallback;
}

export function settingNumber(question: Question, key: string): number | undefined {
  const value = settingsOf(question)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function settingBoolean(question: Question, key: string, fallback = false): boolean {
  const value = settingsOf(question)[key];
  return typeof value === 'boolean' ? value : fallback;
}

export function settingStringMap(question: Question, key: string): Record<string, string> {
  const value = settingsOf(question)[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export const optionsOf = (question: Question): string[] => question.options ?? [];

/**
 * What the respondent reads for the option at `index` (ADR 048): its translation in the page's
 * form language when the payload carries one in `shown`, else the option itself, which stays the
 * input's value in every language so answers count together.
 */
export function shownOption(question: Question, index: number): string {
  const shown = (question as Question & { shown?: { options?: string[] } }).shown?.options;
  return shown?.[index] ?? question.options?.[index] ?? '';
}

/** A matrix row's or column's text as the respondent reads it (ADR 048). */
export function shownAxis(question: Question, axis: 'rows' | 'cols', index: number, text: string) {
  const shown = (question as Question & { shown?: Record<string, string[] | undefined> }).shown;
  return shown?.[axis]?.[index] ?? text;
}

export type RatingIcon = 'star' | 'heart' | 'number';

export function ratingIcon(question: Question): RatingIcon {
  const icon = settingString(question, 'icon', 'star');
  return icon === 'heart' || icon === 'number' ? icon : 'star';
}

/** The values a scored question offers, lowest first. */
export function scoreValues(question: Question): number[] {
  let min = 0;
  let max = 10;
  let step = 1;
  if (question.type === 'RATING') {
    const configured = settingNumber(question, 'max');
    min = 1;
    max =
      configured !== undefined && configured >= 3 && configured <= 10 ? Math.floor(configured) : 5;
  } else if (question.type === 'SCALE') {
    min = question.scaleMin ?? 1;
    max = question.scaleMax ?? 10;
    const configured = settingNumber(question, 'step');
    step = configured !== undefined && configured >= 1 ? Math.floor(configured) : 1;
  }
  const values: number[] = [];
  for (let v = min; v <= max && values.length < 101; v += step) values.push(v);
  return values;
}

/** What each file type accepts when the author has not said (mirrors the types' defaults). */
const DEFAULT_FILE_TYPES: Partial<Record<QuestionType, string>> = {
  PICTURE_UPLOAD: 'image/*',
  VIDEO_UPLOAD: 'video/*',
  SIGNATURE: 'image/png',
};

/** `fileTypes` (".pdf, docx, image/*") as an accept attribute; undefined accepts anything. */
export function acceptAttribute(question: Question): string | undefined {
  const fileTypes = question.fileTypes ?? DEFAULT_FILE_TYPES[question.type] ?? '';
  const tokens = fileTypes
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '' && t !== '*' && t !== '*/*')
    .map((t) => (t.includes('/') || t.startsWith('.') ? t : `.${t}`));
  return tokens.length > 0 ? tokens.join(',') : undefined;
}

export interface PaymentSettings {
  amount: number;
  currency: string;
  description: string;
}

export function paymentSettings(question: Question): PaymentSettings | null {
  const amount = settingNumber(question, 'amount');
  const currency = settingString(question, 'currency');
  if (amount === undefined || !Number.isInteger(amount) || !/^[A-Z]{3}$/.test(currency))
    return null;
  return { amount, currency, description: settingString(question, 'description') };
}

/** "$12.50" for 1250 USD, in the respondent's locale. */
export function formatAmount(amount: number, currency: string, locale?: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}
