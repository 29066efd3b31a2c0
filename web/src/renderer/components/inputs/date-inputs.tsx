/**
 * DATE and TIME with the browser's own date and time inputs (accessible and localised on every
 * platform). Values are ISO yyyy-mm-dd and 24-hour HH:MM. TIME_RANGE and MULTIPLE_DATE_PICKER,
 * which few forms use, are in date-range-inputs.tsx, loaded only by the forms that show them.
 */
import { settingString } from '../../lib/question-settings';
import type { InputProps } from './input-props';
import { fieldClass } from './styles';

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function dateBounds(props: InputProps) {
  return {
    min: settingString(props.question, 'minDate') || undefined,
    max: settingString(props.question, 'maxDate') || undefined,
  };
}

export function DateInput(props: InputProps) {
  const { value, onChange, ids, describedBy, invalid, required } = props;
  return (
    <input
      id={ids.control}
      name={ids.control}
      type="date"
      {...dateBounds(props)}
      className={`${fieldClass} sm:max-w-xs`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      value={text(value)}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}

export function TimeInput({ value, onChange, ids, describedBy, invalid, required }: InputProps) {
  return (
    <input
      id={ids.control}
      name={ids.control}
      type="time"
      step={60}
      className={`${fieldClass} sm:max-w-xs`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      value={text(value)}
      onChange={(event) => onChange(event.target.value.slice(0, 5) || undefined)}
    />
  );
}
