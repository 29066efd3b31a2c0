import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Page width and gutters shared by every screen. */
export function PageContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full max-w-(--container-page) px-4 py-10 sm:px-6 sm:py-12 lg:px-8',
        className,
      )}
    >
      {children}
    </div>
  );
}

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Optional small label above the title, e.g. a section name. */
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

/** The page's one h1 with a one-line description and optional actions. */
export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <div
      className={cn(
        'mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between',
        className,
      )}
    >
      <div className="min-w-0">
        {eyebrow ? <div className="mb-2 text-sm font-medium text-primary">{eyebrow}</div> : null}
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {description ? (
          <p className="mt-2 max-w-(--container-prose) text-base text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
