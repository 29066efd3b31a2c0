import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface PurchaseButtonProps {
  label: ReactNode;
  /** Where the button leads when it can be used. */
  href: string;
  /** Null: it can be used. Otherwise why not (no payments on this server, say), shown below it. */
  unavailableReason: string | null;
  variant?: 'default' | 'outline';
  className?: string;
}

/**
 * A link styled as a button to checkout, or, when buying is not possible here, a disabled button
 * with the reason written under it (and tied to it for screen readers), never a dead link.
 */
export function PurchaseButton({
  label,
  href,
  unavailableReason,
  variant = 'default',
  className,
}: PurchaseButtonProps) {
  const reasonId = useId();
  if (unavailableReason === null) {
    return (
      <Button asChild variant={variant} className={cn('w-full', className)}>
        <Link href={href}>{label}</Link>
      </Button>
    );
  }
  return (
    <div className={cn('flex w-full flex-col gap-2', className)}>
      <Button variant={variant} className="w-full" disabled aria-describedby={reasonId}>
        {label}
      </Button>
      <p id={reasonId} className="text-center text-sm text-muted-foreground">
        {unavailableReason}
      </p>
    </div>
  );
}
