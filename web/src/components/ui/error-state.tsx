import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

export interface ErrorStateProps {
  title: string;
  description?: ReactNode;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
  /** True while the retry runs. */
  retrying?: boolean;
  /** More ways out, next to "Try again". */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A failed load in place of the content, announced once (role="alert"), with a retry. */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
  action,
  headingLevel,
  className,
}: ErrorStateProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={CircleAlert}
        title={title}
        description={description}
        headingLevel={headingLevel}
        action={
          onRetry || action ? (
            <>
              {onRetry ? (
                <Button onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
                  <RotateCw
                    aria-hidden="true"
                    className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined}
                  />
                  {retrying ? t(m.tryingAgain) : t(m.tryAgain)}
                </Button>
              ) : null}
              {action}
            </>
          ) : undefined
        }
      />
    </div>
  );
}
