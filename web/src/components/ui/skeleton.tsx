import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-muted motion-safe:animate-skeleton', className)}
      {...props}
    />
  );
}
