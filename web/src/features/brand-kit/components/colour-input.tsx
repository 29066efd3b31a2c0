import { useId } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface ColourInputProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
}

/** A colour picker with its hex value, editable either way; the hex field is the labelled one. */
export function ColourInput({ label, hint, value, onChange, onBlur, error }: ColourInputProps) {
  const id = useId();
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed disabled:opacity-50"
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(e) => onChange(e.target.value.trim())}
          onBlur={onBlur}
        />
      </div>
      <FieldMessage id={`${id}-message`} tone={error ? 'error' : 'hint'}>
        {error ?? hint}
      </FieldMessage>
    </div>
  );
}
