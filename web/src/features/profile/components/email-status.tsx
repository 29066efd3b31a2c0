import { BadgeCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SubmitButton } from '@/components/ui/submit-button';
import { ResendVerificationButton } from '@/lib/email-verification';
import { useCancelEmailChange } from '../api/use-profile-mutations';

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
        aria-label="E-mail change"
        className="grid gap-3 rounded-lg border border-border bg-subtle p-4 text-sm"
      >
        <p>
          We sent a link to <strong className="break-all">{user.pendingEmail}</strong>. Your address
          changes to it when you open the link; until then it stays{' '}
          <span className="break-all">{user.email}</span>.
        </p>
        <div className="flex flex-wrap gap-2">
          <ResendVerificationButton />
          <SubmitButton
            type="button"
            variant="ghost"
            size="sm"
            pending={cancel.isPending}
            pendingLabel="Cancelling…"
            onClick={() => cancel.mutate()}
          >
            Cancel the change
          </SubmitButton>
        </div>
      </div>
    );
  }
  if (user.emailVerified === false) {
    return (
      <div
        role="status"
        aria-label="E-mail verification"
        className="grid gap-3 rounded-lg border border-border bg-subtle p-4 text-sm"
      >
        <p>
          <Badge variant="outline">Not verified</Badge> Open the link we sent to{' '}
          <span className="break-all">{user.email}</span> to verify it. Invitations sent to this
          address reach you once it is verified.
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
        Verified address
      </p>
    );
  }
  return null;
}
