import { useId } from 'react';
import { FieldMessage } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export interface SettingTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  hint?: string;
  error?: string;
  type?: 'text' | 'url' | 'date';
  inputMode?: 'text' | 'url';
}

/** A labelled single-line setting with its hint or error. */
export function SettingText({ label, hint, error, onChange, ...input }: SettingTextProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        onChange={(e) => onChange(e.target.value)}
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
