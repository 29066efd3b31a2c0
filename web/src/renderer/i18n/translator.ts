/**
 * The respondent page's words in one language (ADR 043): `t(key, values)` formats a compiled ICU
 * message with intl-messageformat (plural rules from Intl.PluralRules), and numbers, dates and
 * file sizes go through Intl in the same language. Core's answer issues become messages here.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { AnswerIssue } from '@core/form/answer-issue';
import { type RespondentLanguage, textDirection } from '@core/i18n/respondent-language';
import type { CompiledMessage } from './compile-messages';
import type { MessageKey } from './messages/en';

export type CompiledMessages = Record<MessageKey, CompiledMessage>;
export type MessageValues = Record<string, string | number>;

export interface Translator {
  language: RespondentLanguage;
  dir: 'ltr' | 'rtl';
  t(key: MessageKey, values?: MessageValues): string;
  /** What is wrong with an answer, in this language. */
  issue(issue: AnswerIssue): string;
  /** A text from elsewhere (the server), in this language when it is one of our English texts. */
  known(text: string): string;
  number(value: number): string;
  /** 0.42 as "42%" (or "%42", "42 %", as the language writes it). */
  percent(fraction: number): string;
  /** An ISO date (yyyy-mm-dd) as people write it here; anything else as it is. */
  date(iso: string): string;
  fileSize(bytes: number): string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const FILE_UNITS = [
  [1024 ** 3, 'gigabyte'],
  [1024 ** 2, 'megabyte'],
  [1024, 'kilobyte'],
] as const;

export function createTranslator(
  language: RespondentLanguage,
  messages: CompiledMessages,
  english?: CompiledMessages,
): Translator {
  const formats = new Map<MessageKey, IntlMessageFormat>();
  // Made at the first number, not here: English's translator is made when its module loads, and
  // the first Intl formatter of a page costs a slow phone some 70 ms (ADR 055).
  let numbers: Intl.NumberFormat | undefined;
  let dates: Intl.DateTimeFormat | undefined;
  let byEnglish: Map<string, MessageKey> | undefined;

  const t = (key: MessageKey, values?: MessageValues): string => {
    // A split input's word before its chunk is in (input-message-keys.ts): English, else the key.
    const message = messages[key] ?? english?.[key] ?? key;
    if (typeof message === 'string') return message;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, language);
      formats.set(key, format);
    }
    return String(format.format(values));
  };

  const date = (iso: string): string => {
    const match = ISO_DATE.exec(iso);
    if (!match) return iso;
    // The day itself, wherever the respondent is: formatted in UTC from midnight UTC.
    dates ??= new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const [, year, month, day] = match;
    return dates.format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  };

  const fileSize = (bytes: number): string => {
    for (const [size, unit] of FILE_UNITS) {
      if (bytes >= size) {
        const amount = Math.round((bytes / size) * 10) / 10;
        return new Intl.NumberFormat(language, { style: 'unit', unit }).format(amount);
      }
    }
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'byte',
      unitDisplay: 'long',
    }).format(bytes);
  };

  const issue = (problem: AnswerIssue): string => {
    switch (problem.code) {
      case 'text':
        return known(problem.values.text);
      case 'dateTooEarly':
      case 'dateTooLate':
        return t(`issue.${problem.code}`, { date: date(problem.values.date) });
      case 'fileTooLarge':
        return t('issue.fileTooLarge', { size: fileSize(problem.values.bytes) });
      default:
        return t(`issue.${problem.code}`, problem.values);
    }
  };

  const known = (text: string): string => {
    if (!english || english === messages) return text;
    byEnglish ??= new Map(
      Object.entries(english)
        .filter((entry): entry is [MessageKey, string] => typeof entry[1] === 'string')
        .map(([key, value]) => [value, key]),
    );
    const key = byEnglish.get(text);
    return key ? t(key) : text;
  };

  return {
    language,
    dir: textDirection(language),
    t,
    issue,
    known,
    number: (value) => (numbers ??= new Intl.NumberFormat(language)).format(value),
    percent: (fraction) => new Intl.NumberFormat(language, { style: 'percent' }).format(fraction),
    date,
    fileSize,
  };
}
