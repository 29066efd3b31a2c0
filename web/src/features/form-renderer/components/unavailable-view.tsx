/**
 * Why a form cannot be filled in, said kindly: closed by its owner (with their message), not
 * published, not found, or not loadable right now (with a retry).
 */
import { CircleSlash, FileQuestion, Lock, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FormAvailability } from '@core/api/public';
import { Branding, primaryButton } from '@/renderer';

export type UnavailableReason = Exclude<FormAvailability, 'open'> | 'load_error';

const CONTENT: Record<UnavailableReason, { icon: typeof Lock; title: string; text: string }> = {
  closed: {
    icon: Lock,
    title: 'This form is closed',
    text: 'This form is no longer accepting responses.',
  },
  unpublished: {
    icon: CircleSlash,
    title: 'This form isn’t available right now',
    text: 'Its owner hasn’t published it yet, or has taken it offline. If someone sent you this link, you could let them know.',
  },
  not_found: {
    icon: FileQuestion,
    title: 'We couldn’t find this form',
    text: 'The link may be mistyped, or the form may have been removed. Check the link you were given.',
  },
  load_error: {
    icon: WifiOff,
    title: 'We couldn’t load this form',
    text: 'Check your connection and try again.',
  },
};

/** The page's one card for a message in place of the form (this view, queued submissions). */
export function NoticeCard({
  icon: Icon,
  title,
  embedded,
  children,
}: {
  icon: typeof Lock;
  title: string;
  embedded: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`flex flex-col items-center justify-center bg-subtle px-4 ${embedded ? 'py-6' : 'min-h-dvh py-12'}`}
    >
      <div className="w-full max-w-xl rounded-2xl border border-border bg-card p-8 text-center text-card-foreground shadow-md sm:p-12">
        <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {children}
      </div>
      <Branding embedded={embedded} />
    </div>
  );
}

export function UnavailableView({
  reason,
  message,
  note,
  onRetry,
  embedded = false,
}: {
  reason: UnavailableReason;
  message?: string | null;
  /** Said first (a submission that waited offline and was refused). */
  note?: string;
  onRetry?: () => void;
  embedded?: boolean;
}) {
  const { icon, title, text } = CONTENT[reason];
  return (
    <NoticeCard icon={icon} title={title} embedded={embedded}>
      {note ? (
        <p role="alert" className="mt-3 font-medium">
          {note}
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-muted-foreground">
        {reason === 'closed' && message ? message : text}
      </p>
      {onRetry ? (
        <button type="button" className={`${primaryButton} mt-6`} onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </NoticeCard>
  );
}
