import type { ComponentProps, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import { Input } from './input';

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
  id,
  optional,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    <FieldShell {...{ label, hint, error, id, optional, className }}>
      {(control) => <Input {...control} {...inputProps} />}
    </FieldShell>
  );
}
