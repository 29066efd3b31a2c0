/** Statements rated on the 5-point agreement scale unless the author supplies other columns. */
import { LIKERT_COLUMNS } from './likert-columns';
import { defineMatrixType } from './shared/matrix';

export { LIKERT_COLUMNS };

export const likertScale = defineMatrixType({
  type: 'LIKERT_SCALE',
  label: 'Likert scale',
  defaultRows: ['Statement 1', 'Statement 2'],
  defaultCols: LIKERT_COLUMNS,
  fallbackCols: LIKERT_COLUMNS,
});
