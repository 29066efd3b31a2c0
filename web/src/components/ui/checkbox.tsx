import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The "some selected" state of a select-all box (shown as a dash, read as mixed). */
  indeterminate?: boolean;
};

/** The browser's own checkbox in the theme's colour; label it with aria-label or a <label>. */
export function Checkbox({ indeterminate = false, className, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      data-slot="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded-sm border-input accent-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
