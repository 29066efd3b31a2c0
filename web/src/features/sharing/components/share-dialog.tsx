import { useQuery } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { collaboratorsQueryKey, parseCollaborators } from '../api/sharing-api';
import { useSharingActions } from '../api/use-sharing-actions';
import { useSignedInUser } from '../api/use-signed-in-user';
import { InviteForm } from './invite-form';
import { PeopleList } from './people-list';
import { PendingInvitations } from './pending-invitations';
import { sharingMessages as m } from '../messages';

export interface ShareDialogProps {
  formId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close (the dialog has no trigger). */
  opener?: RefObject<HTMLButtonElement | null>;
}

/**
 * Who has access to a form, and for those who may share it: invite, change roles, remove, revoke
 * and hand the form over. Anyone else with access sees the list, and a collaborator can leave.
 * A guest learns that sharing needs an account.
 */
export function ShareDialog({ formId, title, open, onOpenChange, opener }: ShareDialogProps) {
  const session = useSignedInUser();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!opener?.current) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t(m.dialogTitle, { title })}</DialogTitle>
          <DialogDescription>{t(m.dialogDescription)}</DialogDescription>
        </DialogHeader>
        {session.status === 'loading' ? <Spinner label={t(m.loading)} className="mx-auto" /> : null}
        {session.status === 'guest' ? <GuestNotice /> : null}
        {session.status === 'signed-in' && open ? (
          <SharePanel
            formId={formId}
            title={title}
            myUserId={session.user.id}
            onLeft={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function GuestNotice() {
  const [location] = useLocation();
  const back = `${location}${window.location.search}`;
  return (
    <div className="grid gap-4 rounded-lg border border-border bg-subtle p-4 text-sm">
      <p>{t(m.guestNotice)}</p>
      <Button asChild className="w-full sm:w-fit">
        <Link href={`/auth?redirect=${encodeURIComponent(back)}`}>
          <LogIn aria-hidden="true" />
          {t(m.logInOrCreate)}
        </Link>
      </Button>
    </div>
  );
}

function SharePanel({
  formId,
  title,
  myUserId,
  onLeft,
}: {
  formId: string;
  title: string;
  myUserId: number;
  onLeft: () => void;
}) {
  const [, navigate] = useLocation();
  const query = useQuery({
    queryKey: collaboratorsQueryKey(formId),
    select: parseCollaborators,
    // Others may have answered or left since the dialog last opened, or while it was open.
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
  const actions = useSharingActions(formId);

  if (query.isPending) {
    return <Spinner label={t(m.loadingPeople)} className="mx-auto py-6" />;
  }
  if (query.isError) {
    const gone = isApiError(query.error) && query.error.status === 404;
    return (
      <ErrorState
        headingLevel="h3"
        className="[&>div]:py-8"
        title={t(gone ? m.goneTitle : m.loadErrorTitle)}
        description={t(gone ? m.goneDescription : m.checkConnection)}
        onRetry={gone ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  return (
    <div className="grid min-w-0 gap-5">
      {data.permissions.canShare ? (
        <InviteForm formId={formId} />
      ) : (
        <p className="rounded-lg border border-border bg-subtle px-4 py-3 text-sm text-muted-foreground">
          {t(m.onlyOwnerShares)}
        </p>
      )}
      <PeopleList
        data={data}
        formTitle={title}
        myUserId={myUserId}
        actions={actions}
        onLeft={() => {
          onLeft();
          navigate('/dashboard');
        }}
      />
      {data.permissions.canShare ? (
        <PendingInvitations invitations={data.invitations} revoke={actions.revoke} />
      ) : null}
    </div>
  );
}
