import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SubmitButton } from '@/components/ui/submit-button';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { ResendVerificationButton } from '@/lib/email-verification';
import { useCancelEmailChange } from '../api/use-profile-mutations';
import { profileMessages as m } from '../messages';

export interface EmailStatusProps {
  user: { email: string; emailVerified?: boolean; pendingEmail?: string | null };
}

/**
 * Under the e-mail field (ADR 029): verified, or not yet (with the link to send again), and a
 * change waiting for its link (where it went, send it again, or cancel the change).
 */
export function EmailStatus({ user }: EmailStatusProps) {
  const cancel = useCancelEmailChange(user.email);
  if (user.pendingEmail) {
    return (
      <div
        role="status"
        aria-label={t(m.emailChange)}
        className="grid gap-3 rounded-lg border border-border bg-subtle p-4 text-sm"
      >
        <p>
          {tRich(m.emailPending, {
            pending: user.pendingEmail,
            current: user.email,
            strong: (chunks) => <strong className="break-all">{chunks}</strong>,
            address: (chunks) => <span className="break-all">{chunks}</span>,
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <ResendVerificationButton />
          <SubmitButton
            type="button"
            variant="ghost"
            size="sm"
            pending={cancel.isPending}
            pendingLabel={t(m.cancelling)}
            onClick={() => cancel.mutate()}
          >
            {t(m.cancelChange)}
          </SubmitButton>
        </div>
      </div>
    );
  }
  if (user.emailVerified === false) {
    return (
      <div
        role="status"
        aria-label={t(m.emailVerification)}
        className="grid gap-3 rounded-lg border border-border bg-subtle p-4 text-sm"
      >
        <p>
          <Badge variant="outline">{t(m.notVerified)}</Badge>
          {tRich(m.verifyPrompt, {
            email: user.email,
            address: (chunks) => <span className="break-all">{chunks}</span>,
          })}
        </p>
        <div>
          <ResendVerificationButton />
        </div>
      </div>
    );
  }
  if (user.emailVerified === true) {
    return (
      <p className="-mt-3 flex items-center gap-1.5 text-sm text-muted-foreground">
        <BadgeCheck aria-hidden="true" className="size-4 text-success" />
        {t(m.verifiedAddress)}
      </p>
    );
  }
  return null;
}
