import { defineMatrixType } from './shared/matrix';

export const matrix = defineMatrixType({
  type: 'MATRIX',
  label: 'Matrix',
  defaultRows: ['Row 1', 'Row 2'],
  defaultCols: ['Column 1', 'Column 2', 'Column 3'],
  // A grid without columns offers nothing to pick.
  fallbackCols: [],
});
