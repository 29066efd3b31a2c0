import { useId } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export interface SettingSelectProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  hint?: string;
  error?: string;
}

/** A labelled choice among fixed values. */
export function SettingSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  hint,
  error,
}: SettingSelectProps<T>) {
  const id = useId();
  const message = error ?? hint;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {message ? (
        <FieldMessage id={`${id}-message`} tone={error ? 'error' : 'hint'}>
          {message}
        </FieldMessage>
      ) : null}
    </div>
  );
}
