/**
 * Why a form cannot be filled in, said kindly: closed by its owner (with their message), not
 * published, not found, or not loadable right now (with a retry).
 */
import CircleSlash from 'lucide-react/icons/circle-slash';
import FileQuestion from 'lucide-react/icons/file-question';
import Lock from 'lucide-react/icons/lock';
import WifiOff from 'lucide-react/icons/wifi-off';
import type { ReactNode } from 'react';
import type { FormAvailability } from '@core/api/public';
import { Branding, primaryButton, useTranslator } from '@/renderer';
import type { MessageKey } from '@/renderer/i18n/messages/en';

export type UnavailableReason = Exclude<FormAvailability, 'open'> | 'load_error';

const CONTENT: Record<
  UnavailableReason,
  { icon: typeof Lock; title: MessageKey; text: MessageKey }
> = {
  closed: { icon: Lock, title: 'closedTitle', text: 'closedText' },
  unpublished: { icon: CircleSlash, title: 'unpublishedTitle', text: 'unpublishedText' },
  not_found: { icon: FileQuestion, title: 'notFoundTitle', text: 'notFoundText' },
  load_error: { icon: WifiOff, title: 'loadErrorTitle', text: 'loadErrorText' },
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
  const { t, known } = useTranslator();
  const { icon, title, text } = CONTENT[reason];
  return (
    <NoticeCard icon={icon} title={t(title)} embedded={embedded}>
      {note ? (
        <p role="alert" className="mt-3 font-medium">
          {note}
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-muted-foreground">
        {reason === 'closed' && message ? known(message) : t(text)}
      </p>
      {onRetry ? (
        <button type="button" className={`${primaryButton} mt-6`} onClick={onRetry}>
          {t('tryAgain')}
        </button>
      ) : null}
    </NoticeCard>
  );
}
