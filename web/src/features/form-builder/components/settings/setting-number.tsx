import { useId } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface SettingNumberProps {
  label: string;
  /** Empty when undefined or null. */
  value: number | null | undefined;
  /** Undefined when the field is cleared. */
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  placeholder?: string;
  hint?: string;
  error?: string;
}

/** A labelled number setting. An empty field means "not set". */
export function SettingNumber({
  label,
  value,
  onChange,
  hint,
  error,
  step = 1,
  ...input
}: SettingNumberProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode={step === 1 ? 'numeric' : 'decimal'}
        step={step}
        {...input}
        value={value ?? ''}
        onChange={(e) => {
          const text = e.target.value;
          const parsed = Number(text);
          onChange(text === '' || !Number.isFinite(parsed) ? undefined : parsed);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message ? (
        <FieldMessage id={messageId} tone={error ? 'error' : 'hint'}>
          {message}
        </FieldMessage>
      ) : null}
    </div>
  );
}
