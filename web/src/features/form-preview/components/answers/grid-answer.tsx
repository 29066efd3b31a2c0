import { LIKERT_COLUMNS } from '@core/question-types/likert-scale';
import type { AnswerProps } from './answer-props';

/** MATRIX and LIKERT_SCALE: one choice per row. */
export function GridAnswer({ question, value, onChange, inputId, errorId, invalid }: AnswerProps) {
  const rows = question.matrixRows ?? [];
  const cols = question.matrixCols?.length
    ? question.matrixCols
    : question.type === 'LIKERT_SCALE'
      ? LIKERT_COLUMNS
      : [];
  const answer = (value && typeof value === 'object' ? value : {}) as Record<string, string>;
  return (
    <div
      id={inputId}
      className="overflow-x-auto"
      aria-describedby={errorId}
      aria-invalid={invalid || undefined}
      role="group"
      aria-label={question.title}
    >
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <td />
            {cols.map((col, c) => (
              <th key={c} scope="col" className="px-2 py-1 text-center font-medium">
                {col}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-border">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {row}
              </th>
              {cols.map((col, c) => (
                <td key={c} className="px-2 py-2 text-center">
                  <input
                    type="radio"
                    name={`${inputId}-${r}`}
                    aria-label={`${row}: ${col}`}
                    className="size-4 accent-primary"
                    checked={answer[row] === col}
                    onChange={() => onChange({ ...answer, [row]: col })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
