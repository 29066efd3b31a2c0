/**
 * Grid questions (MATRIX, LIKERT_SCALE): one column picked per row. The answer maps row text to
 * column text, in the question's row order. Rows left blank are simply absent, unless the
 * author set `requireAllRows`, in which case a started grid must be finished.
 */
import { z } from 'zod';
import type { Question } from '../../form/definition';
import type { QuestionType } from '../../form/enums';
import { MESSAGES } from '../../form/messages';
import { answerSchemaFrom, defineQuestionType, isBlank, isPlainObject } from './define';
import { GRID_OPERATORS } from './operators';

const settingsSchema = z.object({ requireAllRows: z.boolean().default(false) });

export type MatrixAnswer = Record<string, string>;

const withoutBlankRows = (value: unknown) =>
  isPlainObject(value)
    ? Object.fromEntries(Object.entries(value).filter(([, column]) => !isBlank(column)))
    : value;

function matrixAnswerSchema(rows: readonly string[], cols: readonly string[], allRows: boolean) {
  return z
    .preprocess(withoutBlankRows, z.record(z.string(), z.string()))
    .refine(
      (answer) => Object.entries(answer).every(([r, c]) => rows.includes(r) && cols.includes(c)),
      MESSAGES.invalidInput,
    )
    .refine(
      (answer) => !allRows || rows.every((r) => Object.hasOwn(answer, r)),
      MESSAGES.allRowsRequired,
    )
    .transform((answer): MatrixAnswer =>
      Object.fromEntries(
        rows.filter((r) => Object.hasOwn(answer, r)).map((r) => [r, answer[r] ?? '']),
      ),
    );
}

interface MatrixTypeOptions {
  type: Extract<QuestionType, 'MATRIX' | 'LIKERT_SCALE'>;
  label: string;
  defaultRows: string[];
  defaultCols: string[];
  /** Columns used when the question has none of its own (LIKERT: the agreement scale). */
  fallbackCols: string[];
}

export function defineMatrixType(options: MatrixTypeOptions) {
  const { type, label, defaultRows, defaultCols, fallbackCols } = options;
  const columnsOf = (q: Question) => (q.matrixCols?.length ? q.matrixCols : fallbackCols);
  return defineQuestionType({
    type,
    label,
    category: 'advanced',
    summary: 'grid',
    choices: (q) => ({ rows: q.matrixRows ?? [], values: columnsOf(q) }),
    settingsSchema,
    defaults: () => ({
      matrixRows: [...defaultRows],
      matrixCols: [...defaultCols],
      settings: { requireAllRows: false },
    }),
    answerSchema: answerSchemaFrom(settingsSchema, (s, q) =>
      matrixAnswerSchema(q.matrixRows ?? [], columnsOf(q), s.requireAllRows),
    ),
    isEmpty: (answer) => isBlank(withoutBlankRows(answer)),
    operators: GRID_OPERATORS,
    // In the form's row order, not the stored object's: PostgreSQL's jsonb sorts keys, so an
    // answer read back from the database would otherwise list rows alphabetically.
    toPlainText: (answer: MatrixAnswer, q) => {
      const rows = q.matrixRows ?? [];
      const extra = Object.keys(answer).filter((row) => !rows.includes(row));
      return [...rows, ...extra]
        .filter((row) => answer[row] !== undefined && answer[row] !== null && answer[row] !== '')
        .map((row) => `${row}: ${answer[row]}`)
        .join('; ');
    },
  });
}
