/**
 * Answers as plain text for the responses table and the detail view. The rules follow the CSV
 * export (core question types' toPlainText) without loading the question-type registry, which
 * would pull every type's validation code into this screen: lists are joined with ", ", grids
 * read "row: column", booleans "Yes"/"No" (or the question's own labels), files by name.
 */
import type { Question } from '@core/form/definition';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

type QuestionLike = Pick<Question, 'type'> & { settings?: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An uploaded file's reference as it is stored in an answer. */
export interface FileReference {
  fileId: string;
  name: string;
  size?: number;
  mimeType?: string;
}

export function isFileReference(value: unknown): value is FileReference {
  return isRecord(value) && typeof value.fileId === 'string' && typeof value.name === 'string';
}

function label(question: QuestionLike | undefined, key: 'yesLabel' | 'noLabel', fallback: string) {
  const value = question?.settings?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function money(amount: number, currency: string): string {
  try {
    const digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
  } catch {
    return `${amount} ${currency}`;
  }
}

function formatObject(value: Record<string, unknown>, question?: QuestionLike): string {
  if (isFileReference(value)) return value.name;
  if (typeof value.lat === 'number' && typeof value.lng === 'number') {
    const point = `${value.lat}, ${value.lng}`;
    return typeof value.address === 'string' && value.address !== ''
      ? `${value.address} (${point})`
      : point;
  }
  if (typeof value.start === 'string' && typeof value.end === 'string')
    return `${value.start} - ${value.end}`;
  if (
    typeof value.amount === 'number' &&
    typeof value.currency === 'string' &&
    typeof value.status === 'string'
  )
    return `${money(value.amount, value.currency)} (${value.status})`;
  // Grids (MATRIX, LIKERT_SCALE) and anything else keyed: "row: column", one pair per entry.
  return Object.entries(value)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([key, v]) => `${key}: ${formatAnswer(v, question)}`)
    .join('; ');
}

/** One answer as plain text; '' for no answer. */
export function formatAnswer(value: unknown, question?: QuestionLike): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean')
    return value ? label(question, 'yesLabel', t(m.yes)) : label(question, 'noLabel', t(m.no));
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const parts = value.map((item) => formatAnswer(item, question)).filter((text) => text !== '');
    // A ranking's order is its meaning.
    if (question?.type === 'RANKING') return parts.map((text, i) => `${i + 1}. ${text}`).join(', ');
    return parts.join(', ');
  }
  if (isRecord(value)) return formatObject(value, question);
  return String(value);
}

/** The files an answer refers to (file, picture, video and signature questions). */
export function filesInAnswer(value: unknown): FileReference[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(isFileReference);
}
