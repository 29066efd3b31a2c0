/**
 * MATRIX and LIKERT_SCALE: one radio group per row; the answer maps row text to column text. On
 * wide screens a table (row and column headers, each radio labelled "row: column"); on phones the
 * same radios as one fieldset per row, so nothing scrolls sideways at 360 px.
 */
import type { Question } from '@core/form/definition';
import { LIKERT_COLUMNS } from '@core/question-types/likert-columns';
import type { MessageKey } from '../../i18n/messages/en';
import { useTranslator } from '../../i18n/translator-context';
import type { InputProps } from './input-props';
import { controlClass, optionClass } from './styles';
import { useWideScreen } from './use-wide-screen';
import { shownAxis } from '../../lib/question-settings';

/** The Likert scale's default columns are the renderer's words; an owner's own are theirs. */
const LIKERT_WORDS: readonly MessageKey[] = [
  'stronglyDisagree',
  'disagree',
  'neutral',
  'agree',
  'stronglyAgree',
];

function columnsOf(question: Question): string[] {
  if (question.matrixCols?.length) return question.matrixCols;
  return question.type === 'LIKERT_SCALE' ? LIKERT_COLUMNS : [];
}

type GridAnswer = Record<string, string>;

function answerOf(value: unknown): GridAnswer {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function GridInput({ question, value, onChange, ids, invalid }: InputProps) {
  const rows = question.matrixRows ?? [];
  const cols = columnsOf(question);
  const answer = answerOf(value);
  const wide = useWideScreen();
  const { t } = useTranslator();
  // The answer keeps the column's own text; only what is shown is in the page's language.
  const shown = (col: string) => {
    const word =
      question.type === 'LIKERT_SCALE' ? LIKERT_WORDS[LIKERT_COLUMNS.indexOf(col)] : undefined;
    return word ? t(word) : shownAxis(question, 'cols', cols.indexOf(col), col);
  };
  const rowText = (row: string, index: number) => shownAxis(question, 'rows', index, row);
  const pick = (row: string, col: string) => onChange({ ...answer, [row]: col });
  const radio = (row: string, rowIndex: number, col: string, colIndex: number, label?: string) => (
    <input
      type="radio"
      id={rowIndex === 0 && colIndex === 0 ? ids.control : undefined}
      name={`${ids.control}-row-${rowIndex}`}
      value={col}
      className={controlClass}
      aria-label={label}
      aria-invalid={invalid || undefined}
      checked={answer[row] === col}
      onChange={() => pick(row, col)}
    />
  );

  if (!wide) {
    return (
      <div className="grid gap-4">
        {rows.map((row, rowIndex) => (
          <fieldset key={`${rowIndex}-${row}`} className="grid gap-2">
            <legend className="mb-2 font-medium">{rowText(row, rowIndex)}</legend>
            {cols.map((col, colIndex) => (
              <label key={`${colIndex}-${col}`} className={optionClass}>
                {radio(row, rowIndex, col, colIndex)}
                <span>{shown(col)}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    );
  }
  return (
    <table className="fl-grid w-full table-fixed border-collapse text-sm">
      <thead>
        <tr>
          <td className="w-1/3" />
          {cols.map((col, colIndex) => (
            <th
              key={`${colIndex}-${col}`}
              scope="col"
              className="px-1 pb-2 text-center align-bottom font-medium"
            >
              {shown(col)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={`${rowIndex}-${row}`} className="border-t border-border">
            <th scope="row" className="py-2 pe-2 text-start font-medium break-words">
              {rowText(row, rowIndex)}
            </th>
            {cols.map((col, colIndex) => (
              <td key={`${colIndex}-${col}`} className="text-center">
                <label className="flex min-h-11 cursor-pointer items-center justify-center">
                  {radio(row, rowIndex, col, colIndex, `${rowText(row, rowIndex)}: ${shown(col)}`)}
                </label>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
