import type { Question } from '@core/form/definition';

/** What every preview answer control gets. */
export interface AnswerProps {
  question: Question;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Id for the main control (the label points at it) and its error message. */
  inputId: string;
  errorId?: string;
  invalid: boolean;
}
