import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The text under a field: a hint, or an error (tone "error"). Give it an id and point the field's
 * aria-describedby at it; errors also set aria-invalid on the field.
 */
export function FieldMessage({
  tone = 'hint',
  className,
  ...props
}: ComponentProps<'p'> & { tone?: 'hint' | 'error' }) {
  return (
    <p
      className={cn(
        'text-xs',
        tone === 'error' ? 'font-medium text-destructive' : 'text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}
