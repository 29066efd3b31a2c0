/**
 * Test support: the inputs split into the "more inputs" chunk (input-registry.ts), loaded before a
 * test renders them, as the public page loads them before hydrating a page that shows them.
 */
import type { Question } from '@core/form/definition';
import { loadInputsFor } from '../components/inputs/input-registry';

const SPLIT = ['IMAGE_CHOICE', 'MATRIX', 'RANKING', 'TIME_RANGE', 'MULTIPLE_DATE_PICKER'] as const;

export function loadSplitInputs(): Promise<void> {
  return loadInputsFor(SPLIT.map((type) => ({ id: type, type, title: type }) as Question));
}
