import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { formatDateTime, formatRelativeTime } from '@/lib/format-date';
import { dashboardMessages as m } from '../messages';

export interface FormCardFrameProps {
  title: string;
  /** Where the title leads. */
  href: string;
  /** The top row: status and role badges. */
  badges: ReactNode;
  /** Beside the badges, at the right: the card's menu. */
  menu?: ReactNode;
  /** Under the title: the description, or who shared the form. */
  subtitle?: ReactNode;
  responseCount: number;
  /** Counts after the responses (the questions of one's own forms). */
  moreStats?: ReactNode;
  updatedAt: string;
  /** The buttons at the bottom. */
  actions: ReactNode;
}

/**
 * The card every form on the dashboard is drawn in, one's own and shared ones alike: badges,
 * the title linking to the form, counts, when it was last edited, and its buttons.
 */
export function FormCardFrame({
  title,
  href,
  badges,
  menu,
  subtitle,
  responseCount,
  moreStats,
  updatedAt,
  actions,
}: FormCardFrameProps) {
  const edited = new Date(updatedAt);
  return (
    <li className="list-none">
      <article className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">{badges}</div>
          {menu}
        </div>
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold tracking-tight">
            <Link href={href} className="rounded-sm break-words hover:text-primary hover:underline">
              {title}
            </Link>
          </h2>
          {subtitle}
        </div>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div>
            <dt className="sr-only">{t(m.responsesTerm)}</dt>
            <dd className="flex items-center gap-1.5">
              <MessageSquareText className="size-4" aria-hidden="true" />
              {t(m.responseCount, { count: responseCount })}
            </dd>
          </div>
          {moreStats}
          <div className="w-full">
            <dt className="sr-only">{t(m.lastEditedTerm)}</dt>
            <dd>
              {tRich(m.edited, {
                when: (
                  <time dateTime={updatedAt} title={formatDateTime(edited)}>
                    {formatRelativeTime(edited)}
                  </time>
                ),
              })}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </article>
    </li>
  );
}
