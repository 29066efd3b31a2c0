import { CalendarX2, CircleCheck, Link2Off, MailX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { InvitationDetails } from '@core/api/collaboration';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useInvitation } from '@/lib/invitation-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PendingInvitationCard } from './pending-invitation-card';

/**
 * /invitations/:invitationId/:token, the link of an invitation's e-mail and notification: what the
 * invitation is, then Accept or Decline, or (signed out) a way to sign up or in and come back.
 */
export function InvitationPage() {
  useDocumentTitle('Invitation');
  const { invitationId = '', token = '' } = useParams<{ invitationId: string; token: string }>();
  // Coming back from sign-up, or after answering elsewhere: always the current state.
  const query = useInvitation({ invitationId, token }, { current: true });

  if (query.isPending) return <PageSpinner label="Loading the invitation…" />;
  return (
    <PageContainer className="max-w-xl">
      <h1 className="sr-only">Invitation</h1>
      {query.isError ? (
        isApiError(query.error) && [400, 404].includes(query.error.status) ? (
          <Closed
            icon={Link2Off}
            title="This invitation link doesn't work"
            description="It may be incomplete or mistyped. Open the link from the e-mail again, or ask the person who invited you to send a new invitation."
          />
        ) : (
          <ErrorState
            title="Couldn't load the invitation"
            description="Check your connection and try again."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )
      ) : (
        <InvitationState invitation={query.data} token={token} />
      )}
    </PageContainer>
  );
}

function InvitationState({ invitation, token }: { invitation: InvitationDetails; token: string }) {
  const who = invitation.invitedBy ?? 'The owner';
  switch (invitation.status) {
    case 'pending':
      return <PendingInvitationCard invitation={invitation} token={token} />;
    case 'expired':
      return (
        <Closed
          icon={CalendarX2}
          title="This invitation has expired"
          description={`Invitations last 7 days. Ask ${who} to invite you to “${invitation.formTitle}” again.`}
        />
      );
    case 'revoked':
      return (
        <Closed
          icon={MailX}
          title="This invitation was withdrawn"
          description={`${who} took back the invitation to “${invitation.formTitle}”.`}
        />
      );
    default:
      return (
        <Closed
          icon={CircleCheck}
          title="This invitation was already answered"
          description={`The invitation to “${invitation.formTitle}” was ${invitation.status}. Each invitation can be used once.`}
          accepted={invitation.status === 'accepted'}
        />
      );
  }
}

function Closed({
  icon,
  title,
  description,
  accepted = false,
}: {
  icon: typeof CalendarX2;
  title: string;
  description: string;
  accepted?: boolean;
}) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild variant={accepted ? 'default' : 'outline'}>
          <Link href={accepted ? '/dashboard?tab=shared' : '/dashboard'}>
            {accepted ? 'Forms shared with me' : 'Go to the dashboard'}
          </Link>
        </Button>
      }
    />
  );
}
