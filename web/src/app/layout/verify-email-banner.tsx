import { MailWarning, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ResendVerificationButton } from '@/lib/email-verification';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from '../messages';

export interface VerifyEmailBannerProps {
  email: string;
  onDismiss: () => void;
}

/** The reminder's content (see verify-email-reminder.tsx for when it shows). */
export function VerifyEmailBanner({ email, onDismiss }: VerifyEmailBannerProps) {
  return (
    <section
      aria-labelledby="verify-email-banner-title"
      className="border-b border-border bg-primary-soft text-primary-soft-foreground"
    >
      <div className="mx-auto flex w-full max-w-(--container-page) flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <MailWarning aria-hidden="true" className="size-5 shrink-0" />
        <div className="min-w-0 flex-1 text-sm">
          <h2 id="verify-email-banner-title" className="font-semibold">
            {t(m.verifyBannerTitle)}
          </h2>
          <p>
            {tRich(m.verifyBannerBody, {
              email: <span className="break-all">{email}</span>,
            })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <ResendVerificationButton />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t(m.verifyBannerDismiss)}
            onClick={onDismiss}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
    </section>
  );
}
