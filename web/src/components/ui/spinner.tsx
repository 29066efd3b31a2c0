import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';
import { VisuallyHidden } from './visually-hidden';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  /** What is loading, read to screen readers. */
  label?: string;
  size?: keyof typeof sizes;
  className?: string;
}

/** An accessible loading indicator: role="status" with a visually hidden label. */
export function Spinner({ label = t(m.loading), size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center text-primary', className)}>
      <LoaderCircle
        className={cn('animate-spin motion-reduce:animate-none', sizes[size])}
        aria-hidden="true"
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

/** A spinner centred in the page area, for route and session loading. */
export function PageSpinner({ label = t(m.loading) }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
