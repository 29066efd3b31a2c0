import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { FieldMessage } from './field-message';
import { Label } from './label';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldShellProps {
  label: string;
  /** Help under the field; read with it through aria-describedby. */
  hint?: ReactNode;
  /** The validation message: sets aria-invalid and is read with the field. */
  error?: string;
  id?: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  className?: string;
  /** The control itself (an input, a textarea), given the ids that tie it to the rest. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every labelled field shares: the label, the control, then its error and hint, tied
 * together with aria-describedby and aria-invalid so a screen reader reads them with the field.
 */
export function FieldShell({
  label,
  hint,
  error,
  id: givenId,
  optional = false,
  className,
  children,
}: FieldShellProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {optional ? (
          <span className="font-normal text-muted-foreground">{t(m.optional)}</span>
        ) : null}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      ) : null}
      {hint ? <FieldMessage id={hintId}>{hint}</FieldMessage> : null}
    </div>
  );
}
