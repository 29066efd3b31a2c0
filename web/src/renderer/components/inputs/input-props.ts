import type { Question } from '@core/form/definition';

/** Element ids of one question's parts, for labels and aria-describedby. */
export interface FieldIds {
  /** The first (or only) control: what the question's <label for> points at. */
  control: string;
  description: string;
  error: string;
}

export interface InputProps {
  question: Question;
  value: unknown;
  /** Replaces the answer (undefined clears it). */
  onChange: (value: unknown) => void;
  /** Changes the answer from its latest value (uploads finishing one after another). */
  onUpdate: (update: (previous: unknown) => unknown) => void;
  ids: FieldIds;
  /** The ids of the description and error, when shown. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}
