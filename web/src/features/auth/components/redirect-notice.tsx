import type { ReactNode } from 'react';
import type { InvitationDetails } from '@core/api/collaboration';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { invitationLinkOf, useInvitation, type InvitationLink } from '@/lib/invitation-query';
import { cn } from '@/lib/utils';
import { redirectPurpose } from '../redirect-purpose';
import { t } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';

/**
 * Above the sign-in forms: why signing in is asked for and where it leads, in words. Never the
 * path itself: an invitation's link ends in its secret token (issue 28).
 */
export function RedirectNotice({ redirect }: { redirect: string }) {
  const link = invitationLinkOf(redirect);
  if (!link) return <Notice>{t(m.redirectNotice, { purpose: redirectPurpose(redirect) })}</Notice>;
  return <InvitationNotice link={link} />;
}

function InvitationNotice({ link }: { link: InvitationLink }) {
  const invitation = useInvitation(link);
  if (invitation.isPending) {
    return (
      <Notice className="flex items-center gap-3">
        <Spinner size="sm" label={t(m.loadingInvitation)} />
        <span aria-hidden="true">{t(m.loadingInvitation)}</span>
      </Notice>
    );
  }
  if (invitation.isError) {
    if (isApiError(invitation.error) && [400, 404].includes(invitation.error.status)) {
      return <Notice tone="warning">{t(m.invitationLinkBroken)}</Notice>;
    }
    return (
      <Notice tone="warning" className="grid gap-3">
        <p>{t(m.invitationLoadFailed)}</p>
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={invitation.isFetching}
            onClick={() => void invitation.refetch()}
          >
            {invitation.isFetching ? t(m.tryingAgain) : t(m.tryAgain)}
          </Button>
        </div>
      </Notice>
    );
  }
  return <InvitationText invitation={invitation.data} />;
}

function InvitationText({ invitation }: { invitation: InvitationDetails }) {
  const values = {
    hasInviter: invitation.invitedBy ? 'true' : 'false',
    invitedBy: invitation.invitedBy ?? '',
    formTitle: invitation.formTitle,
  };
  switch (invitation.status) {
    case 'pending':
      return <Notice>{t(m.invitationPending, values)}</Notice>;
    case 'expired':
      return <Notice tone="warning">{t(m.invitationExpired, values)}</Notice>;
    case 'revoked':
      return <Notice tone="warning">{t(m.invitationRevoked, values)}</Notice>;
    default:
      return <Notice>{t(m.invitationDone, { ...values, status: invitation.status })}</Notice>;
  }
}

function Notice({
  children,
  tone = 'info',
  className,
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mb-6 rounded-lg border px-4 py-3 text-sm break-words',
        tone === 'warning' ? 'border-destructive/40 bg-destructive/10' : 'border-border bg-subtle',
        className,
      )}
    >
      {children}
    </div>
  );
}
