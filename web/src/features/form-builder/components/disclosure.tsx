import { ChevronDown, CircleExclamationPoint } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface DisclosureProps {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Id of the region it shows and hides. */
  controls: string;
  /** Shown as a warning icon with this accessible text. */
  alert?: string;
}

/** A button that shows or hides a section of a question card. */
export function Disclosure({ label, open, onOpenChange, controls, alert }: DisclosureProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpenChange(!open)}
      className="-ml-2"
    >
      {label}
      {alert ? (
        <CircleExclamationPoint className="text-destructive" aria-label={alert} role="img" />
      ) : null}
      <ChevronDown
        aria-hidden="true"
        className={cn('transition-transform duration-(--duration-fast)', open && 'rotate-180')}
      />
    </Button>
  );
}
