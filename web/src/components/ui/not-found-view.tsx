import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

/**
 * The app's "Page not found": one look and one wording wherever a page turns out not to exist (an
 * unknown route, a content page that is withdrawn, the admin console for anyone but an admin, who
 * must not be able to tell it from a missing path). The caller passes the address it could not
 * find and the ways on (links as buttons).
 */
export function NotFoundView({
  location,
  children,
  className,
}: {
  location: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex min-h-[60vh] flex-col items-center justify-center text-center',
        className,
      )}
    >
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold text-primary">{t(m.notFoundCode)}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t(m.notFoundTitle)}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        {tRich(m.notFoundBody, {
          location: <span className="font-mono text-sm break-all text-foreground">{location}</span>,
        })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}
