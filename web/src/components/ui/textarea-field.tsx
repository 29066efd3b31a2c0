import type { ComponentProps, ReactNode } from 'react';
import { FieldShell } from './field-shell';
import { Textarea } from './textarea';

export interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  id?: string;
  optional?: boolean;
}

/** A labelled textarea with its hint and error tied to it, like TextField. */
export function TextareaField({
  label,
  hint,
  error,
  id,
  optional,
  className,
  ...textareaProps
}: TextareaFieldProps) {
  return (
    <FieldShell {...{ label, hint, error, id, optional, className }}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </FieldShell>
  );
}
