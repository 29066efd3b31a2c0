import type { ReactNode } from 'react';
import type { InvitationDetails } from '@core/api/collaboration';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { invitationLinkOf, useInvitation, type InvitationLink } from '@/lib/invitation-query';
import { cn } from '@/lib/utils';
import { redirectPurpose } from '../redirect-purpose';

const AFTER = 'After signing in you will go straight there.';
const STILL = 'You can still create an account or sign in.';

/**
 * Above the sign-in forms: why signing in is asked for and where it leads, in words. Never the
 * path itself: an invitation's link ends in its secret token (issue 28).
 */
export function RedirectNotice({ redirect }: { redirect: string }) {
  const link = invitationLinkOf(redirect);
  if (!link) return <Notice>{`${redirectPurpose(redirect)} ${AFTER}`}</Notice>;
  return <InvitationNotice link={link} />;
}

function InvitationNotice({ link }: { link: InvitationLink }) {
  const invitation = useInvitation(link);
  if (invitation.isPending) {
    return (
      <Notice className="flex items-center gap-3">
        <Spinner size="sm" label="Loading the invitation…" />
        <span aria-hidden="true">Loading the invitation…</span>
      </Notice>
    );
  }
  if (invitation.isError) {
    if (isApiError(invitation.error) && [400, 404].includes(invitation.error.status)) {
      return (
        <Notice tone="warning">
          This invitation link doesn&apos;t work: it may be incomplete or mistyped. {STILL}
        </Notice>
      );
    }
    return (
      <Notice tone="warning" className="grid gap-3">
        <p>Couldn&apos;t load the invitation. {STILL} After signing in you will go back to it.</p>
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={invitation.isFetching}
            onClick={() => void invitation.refetch()}
          >
            {invitation.isFetching ? 'Trying again…' : 'Try again'}
          </Button>
        </div>
      </Notice>
    );
  }
  return <InvitationText invitation={invitation.data} />;
}

function InvitationText({ invitation }: { invitation: InvitationDetails }) {
  const from = invitation.invitedBy ? ` from ${invitation.invitedBy}` : '';
  const which = `the invitation${from} for “${invitation.formTitle}”`;
  switch (invitation.status) {
    case 'pending':
      return (
        <Notice>
          Create a free account or sign in to accept {which}. After signing in you will go straight
          back to it.
        </Notice>
      );
    case 'expired':
      return (
        <Notice tone="warning">
          {capitalise(which)} has expired. {STILL} Ask {invitation.invitedBy ?? 'the owner'} to
          invite you again.
        </Notice>
      );
    case 'revoked':
      return (
        <Notice tone="warning">
          {capitalise(which)} was withdrawn. {STILL}
        </Notice>
      );
    default:
      return (
        <Notice>
          {capitalise(which)} was already {invitation.status}. Sign in to see your forms.
        </Notice>
      );
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
