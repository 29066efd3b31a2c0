import type { ReactNode } from 'react';
import { t } from '@/lib/app-messages/app-messages';
import { sharingMessages as m } from '../messages';

export interface PersonRowProps {
  name: string;
  /** The e-mail address or username under the name. */
  detail: string;
  /** "(you)" after the caller's own name. */
  isYou?: boolean;
  /** The role badge or select, and the row's buttons. */
  children?: ReactNode;
}

/** One person in the Share dialog; the controls wrap under the name on a narrow screen. */
export function PersonRow({ name, detail, isYou = false, children }: PersonRowProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-40">
        {/* A long name is cut short, never "(you)" after it. */}
        <p className="flex min-w-0 gap-1 text-sm font-medium">
          <span className="truncate">{name}</span>
          {isYou ? (
            <span className="shrink-0 font-normal text-muted-foreground">{t(m.you)}</span>
          ) : null}
        </p>
        <p className="truncate text-xs text-muted-foreground">{detail}</p>
      </div>
      {children ? <div className="flex flex-wrap items-center gap-2">{children}</div> : null}
    </li>
  );
}
