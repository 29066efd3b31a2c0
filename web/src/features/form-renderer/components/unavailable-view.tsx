/**
 * Why a form cannot be filled in, said kindly: closed by its owner (with their message), not
 * published, not found, or not loadable right now (with a retry).
 */
import { CircleSlash, FileQuestion, Lock, WifiOff } from 'lucide-react';
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

export function UnavailableView({
  reason,
  message,
  onRetry,
  embedded = false,
}: {
  reason: UnavailableReason;
  message?: string | null;
  onRetry?: () => void;
  embedded?: boolean;
}) {
  const { icon: Icon, title, text } = CONTENT[reason];
  return (
    <div
      className={`flex flex-col items-center justify-center bg-subtle px-4 ${embedded ? 'py-6' : 'min-h-dvh py-12'}`}
    >
      <div className="w-full max-w-xl rounded-2xl border border-border bg-card p-8 text-center text-card-foreground shadow-md sm:p-12">
        <div className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-3 whitespace-pre-line text-muted-foreground">
          {reason === 'closed' && message ? message : text}
        </p>
        {onRetry ? (
          <button type="button" className={`${primaryButton} mt-6`} onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
      <Branding embedded={embedded} />
    </div>
  );
}
