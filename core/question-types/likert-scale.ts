/** Statements rated on the 5-point agreement scale unless the author supplies other columns. */
import { defineMatrixType } from './shared/matrix';

export const LIKERT_COLUMNS = [
  'Strongly disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly agree',
];

export const likertScale = defineMatrixType({
  type: 'LIKERT_SCALE',
  label: 'Likert scale',
  defaultRows: ['Statement 1', 'Statement 2'],
  defaultCols: LIKERT_COLUMNS,
  fallbackCols: LIKERT_COLUMNS,
});
