/** Test support: one input with its answer kept in state, as the form page does. */
import { useState } from 'react';
import type { Question } from '@core/form/definition';
import { fieldIds } from '../components/question-field';
import { INPUTS } from '../components/inputs/input-registry';

export function InputHarness({
  question,
  initial,
  onValue,
}: {
  question: Question;
  initial?: unknown;
  onValue?: (value: unknown) => void;
}) {
  const [value, setValue] = useState<unknown>(initial);
  const { Input } = INPUTS[question.type];
  const set = (next: unknown) => {
    setValue(next);
    onValue?.(next);
  };
  return (
    <fieldset>
      <legend>{question.title}</legend>
      <Input
        question={question}
        value={value}
        onChange={set}
        onUpdate={(update) => set(update(value))}
        ids={fieldIds(question.id)}
        describedBy={undefined}
        invalid={false}
        required={question.required}
      />
    </fieldset>
  );
}
