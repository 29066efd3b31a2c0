import { Undo2 } from 'lucide-react';
import type { PendingInvitation } from '@core/api/collaboration';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import type { useSharingActions } from '../api/use-sharing-actions';
import { expiryText } from './expiry-text';
import { PersonRow } from './person-row';
import { ROLE_LABEL } from './role-text';
import { sharingMessages as m } from '../messages';

export interface PendingInvitationsProps {
  invitations: readonly PendingInvitation[];
  revoke: ReturnType<typeof useSharingActions>['revoke'];
}

/** Invitations not answered yet, each with its expiry and a way to take it back. */
export function PendingInvitations({ invitations, revoke }: PendingInvitationsProps) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="share-pending-heading" className="grid gap-1">
      <h3 id="share-pending-heading" className="text-sm font-semibold">
        {t(m.pendingHeading)}
      </h3>
      <ul className="divide-y divide-border">
        {invitations.map((invitation) => {
          const who = invitation.username ?? invitation.email;
          return (
            <PersonRow key={invitation.id} name={who} detail={expiryText(invitation.expiresAt)}>
              <Badge variant="outline">{t(ROLE_LABEL[invitation.role])}</Badge>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t(m.revokeNamed, { who })}
                disabled={revoke.isPending && revoke.variables.invitationId === invitation.id}
                onClick={() => revoke.mutate({ invitationId: invitation.id, email: who })}
              >
                <Undo2 aria-hidden="true" />
                {t(m.revoke)}
              </Button>
            </PersonRow>
          );
        })}
      </ul>
    </section>
  );
}
