import { CalendarX2, CircleCheck, Link2Off, MailX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import type { InvitationDetails } from '@core/api/collaboration';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { useInvitation } from '@/lib/invitation-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PendingInvitationCard } from './pending-invitation-card';
import { sharingMessages as m } from '../messages';

/**
 * /invitations/:invitationId/:token, the link of an invitation's e-mail and notification: what the
 * invitation is, then Accept or Decline, or (signed out) a way to sign up or in and come back.
 */
export function InvitationPage() {
  useDocumentTitle(t(m.documentTitle));
  const { invitationId = '', token = '' } = useParams<{ invitationId: string; token: string }>();
  // Coming back from sign-up, or after answering elsewhere: always the current state.
  const query = useInvitation({ invitationId, token }, { current: true });

  if (query.isPending) return <PageSpinner label={t(m.loadingInvitation)} />;
  return (
    <PageContainer className="max-w-xl">
      <h1 className="sr-only">{t(m.pageHeading)}</h1>
      {query.isError ? (
        isApiError(query.error) && [400, 404].includes(query.error.status) ? (
          <Closed icon={Link2Off} title={t(m.brokenTitle)} description={t(m.brokenDescription)} />
        ) : (
          <ErrorState
            title={t(m.invitationLoadError)}
            description={t(m.checkConnection)}
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
  const who = invitation.invitedBy ?? t(m.theOwner);
  switch (invitation.status) {
    case 'pending':
      return <PendingInvitationCard invitation={invitation} token={token} />;
    case 'expired':
      return (
        <Closed
          icon={CalendarX2}
          title={t(m.expiredTitle)}
          description={t(m.expiredDescription, { who, title: invitation.formTitle })}
        />
      );
    case 'revoked':
      return (
        <Closed
          icon={MailX}
          title={t(m.withdrawnTitle)}
          description={t(m.withdrawnDescription, { who, title: invitation.formTitle })}
        />
      );
    default:
      return (
        <Closed
          icon={CircleCheck}
          title={t(m.answeredTitle)}
          description={t(m.answeredDescription, {
            title: invitation.formTitle,
            status: invitation.status,
          })}
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
            {t(accepted ? m.sharedWithMe : m.goToDashboard)}
          </Link>
        </Button>
      }
    />
  );
}
