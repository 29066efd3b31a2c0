/**
 * A page posted without script (ADR 033), read back into answers: each question's native controls
 * (core/form/native-fields) give the value the browser's session would have built from the same
 * controls. What the page cannot have sent (a field of no question on it, a second page or draft
 * field) marks the post as tampered with. Values are not judged here: the page's checks and
 * validateSubmission do that, with the same messages as in the browser.
 */
import type { Answers, Question } from '@core/form/definition';
import { HIDDEN_FIELD_MAX_LENGTH } from '@core/form/hidden-fields';
import {
  controlName,
  endName,
  NATIVE_FIELDS,
  otherName,
  OTHER_VALUE,
  rankName,
  rowName,
} from '@core/form/native-fields';

export type PostedFields = Map<string, string[]>;

const TEXT_TYPES = new Set([
  'SHORT_TEXT',
  'LONG_TEXT',
  'EMAIL',
  'URL',
  'PHONE',
  'PHONE_FORMATTED',
  'DATE',
  'TIME',
]);
const SCORE_TYPES = new Set(['RATING', 'SCALE', 'NPS', 'NPS_RATING']);
const GRID_TYPES = new Set(['MATRIX', 'LIKERT_SCALE']);

/** The question's own controls' names, beside the page's hidden fields. */
function namesOf(question: Question): string[] {
  const names = [controlName(question.id), otherName(question.id)];
  if (GRID_TYPES.has(question.type))
    (question.matrixRows ?? []).forEach((_, i) => names.push(rowName(question.id, i)));
  if (question.type === 'RANKING')
    (question.options ?? []).forEach((_, i) => names.push(rankName(question.id, i)));
  if (question.type === 'TIME_RANGE') names.push(endName(question.id));
  return names;
}

function multiSelect(question: Question): boolean {
  const settings = question.settings as Record<string, unknown> | null | undefined;
  return settings?.multiSelect === true;
}

const nonEmpty = (text: string | undefined) => (text && text.trim() !== '' ? text : undefined);

/**
 * The answer the question's controls posted; `undefined` clears it. `keep` for the types whose
 * controls need script (their answer, if any, stays as it was).
 */
function answerOf(question: Question, fields: PostedFields): { value: unknown } | 'keep' {
  const values = fields.get(controlName(question.id)) ?? [];
  const first = values[0];
  const other = () => nonEmpty(fields.get(otherName(question.id))?.[0]);
  const choice = (value: string) => (value === OTHER_VALUE ? other() : value);
  if (TEXT_TYPES.has(question.type)) return { value: nonEmpty(first) };
  switch (question.type) {
    case 'NUMBER': {
      const text = first?.trim() ?? '';
      // An unreadable number goes on as text, for the check to call it invalid.
      return {
        value: text === '' ? undefined : Number.isFinite(Number(text)) ? Number(text) : text,
      };
    }
    case 'DROPDOWN':
    case 'MULTIPLE_CHOICE':
      return { value: first ? choice(first) : undefined };
    case 'CHECKBOX': {
      const picked = values.map(choice).filter((v): v is string => v !== undefined);
      return { value: picked.length > 0 ? picked : undefined };
    }
    case 'IMAGE_CHOICE':
      return { value: multiSelect(question) ? (values.length > 0 ? values : undefined) : first };
    case 'YES_NO':
      return { value: first === 'yes' ? true : first === 'no' ? false : first };
    default:
      break;
  }
  if (SCORE_TYPES.has(question.type))
    return { value: first === undefined || first === '' ? undefined : Number(first) };
  if (GRID_TYPES.has(question.type)) {
    const rows = question.matrixRows ?? [];
    const answer: Record<string, string> = {};
    rows.forEach((row, i) => {
      const col = fields.get(rowName(question.id, i))?.[0];
      if (col !== undefined) answer[row] = col;
    });
    return { value: Object.keys(answer).length > 0 ? answer : undefined };
  }
  if (question.type === 'RANKING') return rankingOf(question, fields);
  if (question.type === 'TIME_RANGE') {
    // As the browser's input builds it: HH:MM, a side left empty left out.
    const range: Record<string, string> = {};
    const start = nonEmpty(first);
    const end = nonEmpty(fields.get(endName(question.id))?.[0]);
    if (start) range.start = start.slice(0, 5);
    if (end) range.end = end.slice(0, 5);
    return { value: Object.keys(range).length > 0 ? range : undefined };
  }
  if (question.type === 'MULTIPLE_DATE_PICKER') {
    // The days kept ticked and the one typed in the day field: one list, each day once, sorted.
    const days = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))].sort();
    return { value: days.length > 0 ? days : undefined };
  }
  return 'keep';
}

/** Numbered options back into the order: a full, distinct numbering or none at all. */
function rankingOf(question: Question, fields: PostedFields): { value: unknown } {
  const options = question.options ?? [];
  const positions = options.map((_, i) => Number(fields.get(rankName(question.id, i))?.[0] || 0));
  if (positions.every((p) => p === 0)) return { value: undefined };
  const order: string[] = [];
  positions.forEach((position, i) => (order[position - 1] = options[i]!));
  const complete =
    new Set(positions).size === options.length &&
    positions.every((p) => Number.isInteger(p) && p >= 1 && p <= options.length);
  // Anything else is sent as it is, for the check to refuse (the numbers must be 1 to N once each).
  return { value: complete ? order : positions.map(String) };
}

export type PageRead =
  { ok: true; answers: Answers; files: Set<string> } | { ok: false; field: string };

/**
 * The page's answers (only for its questions), or the first field that no control on this page
 * has. `fileFields` are the names of file parts that came with the post. `hidden` are the form's
 * HIDDEN_FIELD questions: every page carries their values from the address as hidden inputs
 * (ADR 039), read here when not empty, so they reach the response as in the browser's session.
 */
export function readPostedPage(
  questions: readonly Question[],
  fields: PostedFields,
  fileFields: Iterable<string>,
  hidden: readonly Question[] = [],
): PageRead {
  const allowed = new Set<string>(Object.values(NATIVE_FIELDS));
  for (const question of [...questions, ...hidden])
    for (const name of namesOf(question)) allowed.add(name);
  for (const name of [...fields.keys(), ...fileFields])
    if (!allowed.has(name)) return { ok: false, field: name };
  const answers: Answers = {};
  for (const question of hidden) {
    const value = nonEmpty(fields.get(controlName(question.id))?.[0]);
    if (value) answers[question.id] = value.slice(0, HIDDEN_FIELD_MAX_LENGTH);
  }
  for (const question of questions) {
    const read = answerOf(question, fields);
    if (read !== 'keep') answers[question.id] = read.value;
  }
  return { ok: true, answers, files: new Set(fileFields) };
}
