import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { FieldMessage } from './field-message';
import { Input } from './input';
import { Label } from './label';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Help under the field; read with it through aria-describedby. */
  hint?: ReactNode;
  /** The validation message: sets aria-invalid and is read with the field. */
  error?: string;
  id?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
}

/**
 * A labelled input with its hint and error tied to it (aria-describedby, aria-invalid). Pass
 * react-hook-form's `register(...)` result straight in: React 19 forwards its ref.
 */
export function TextField({
  label,
  hint,
  error,
  id: givenId,
  optional = false,
  className,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
      />
      {error ? (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      ) : null}
      {hint ? <FieldMessage id={hintId}>{hint}</FieldMessage> : null}
    </div>
  );
}
