import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'asChild'> {
  /** True while the form's request runs: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}

/**
 * A button with a busy state (aria-busy, a spinner and a label that says so); a submit button
 * unless `type` says otherwise.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled,
  type = 'submit',
  ...props
}: SubmitButtonProps) {
  return (
    <Button type={type} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? (
        <>
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
