import { Crown, LogOut, UserMinus } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type {
  Collaborator,
  CollaboratorRole,
  CollaboratorsResponse,
} from '@core/api/collaboration';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { t } from '@/lib/app-messages/app-messages';
import type { useSharingActions } from '../api/use-sharing-actions';
import { PersonRow } from './person-row';
import { personName, ROLE_LABEL } from './role-text';
import { sharingMessages as m } from '../messages';

type Pending =
  | { kind: 'remove'; person: Collaborator }
  | { kind: 'transfer'; person: Collaborator }
  | { kind: 'leave' };

export interface PeopleListProps {
  data: CollaboratorsResponse;
  formTitle: string;
  /** The signed-in user's id: their own row offers Leave. */
  myUserId: number;
  actions: ReturnType<typeof useSharingActions>;
  /** After leaving: the form is no longer this account's to look at. */
  onLeft: () => void;
}

/** Who has access: the owner, then each collaborator with their role. */
export function PeopleList({ data, formTitle, myUserId, actions, onLeft }: PeopleListProps) {
  const { permissions } = data;
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  // The confirmation has no trigger of its own: once it closes, focus goes back to the button
  // that opened it, or to the list's heading when that row is gone (removed, handed over).
  const opener = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ask = (next: Pending) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setPending(next);
  };
  useEffect(() => {
    if (pending !== null || !opener.current) return;
    const back = opener.current.isConnected ? opener.current : heading.current;
    opener.current = null;
    back?.focus();
  }, [pending]);
  const busy = actions.remove.isPending || actions.transfer.isPending || actions.leave.isPending;

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'leave') {
      actions.leave.mutate(myUserId, { onSuccess: onLeft, onSettled: close });
      return;
    }
    const input = { userId: pending.person.userId, name: personName(pending.person) };
    if (pending.kind === 'remove') actions.remove.mutate(input, { onSettled: close });
    else actions.transfer.mutate(input, { onSettled: close });
  };

  return (
    <section aria-labelledby="share-people-heading" className="grid gap-1">
      <h3 id="share-people-heading" ref={heading} tabIndex={-1} className="text-sm font-semibold">
        {t(m.peopleHeading)}
      </h3>
      <ul className="divide-y divide-border">
        {data.owner ? (
          <PersonRow
            name={personName(data.owner)}
            detail={data.owner.email}
            isYou={data.owner.userId === myUserId}
          >
            <Badge variant="soft">{t(ROLE_LABEL.owner)}</Badge>
          </PersonRow>
        ) : null}
        {data.collaborators.map((person) => {
          const name = personName(person);
          const isYou = person.userId === myUserId;
          return (
            <PersonRow key={person.userId} name={name} detail={person.email} isYou={isYou}>
              {permissions.canShare && !isYou ? (
                <NativeSelect
                  aria-label={t(m.roleFor, { name })}
                  className="w-28"
                  value={person.role}
                  onChange={(event) =>
                    actions.changeRole.mutate({
                      userId: person.userId,
                      name,
                      role: event.target.value as CollaboratorRole,
                    })
                  }
                >
                  <option value="viewer">{t(m.roleViewer)}</option>
                  <option value="editor">{t(m.roleEditor)}</option>
                </NativeSelect>
              ) : (
                <Badge variant="outline">{t(ROLE_LABEL[person.role])}</Badge>
              )}
              {permissions.canTransfer && person.role === 'editor' ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t(m.makeOwnerNamed, { name })}
                  onClick={ask({ kind: 'transfer', person })}
                >
                  <Crown aria-hidden="true" />
                  {t(m.makeOwner)}
                </Button>
              ) : null}
              {permissions.canShare && !isYou ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t(m.removeNamed, { name })}
                  onClick={ask({ kind: 'remove', person })}
                >
                  <UserMinus aria-hidden="true" />
                  {t(m.remove)}
                </Button>
              ) : null}
              {isYou ? (
                <Button variant="outline" size="sm" onClick={ask({ kind: 'leave' })}>
                  <LogOut aria-hidden="true" />
                  {t(m.leave)}
                </Button>
              ) : null}
            </PersonRow>
          );
        })}
      </ul>
      {data.collaborators.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t(m.nobodyElse)}
          {permissions.canShare ? t(m.inviteAbove) : ''}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && close()}
        pending={busy}
        destructive={pending?.kind !== 'transfer'}
        {...confirmText(pending, formTitle)}
        onConfirm={confirm}
      />
    </section>
  );
}

function confirmText(pending: Pending | null, formTitle: string) {
  if (pending?.kind === 'transfer') {
    const name = personName(pending.person);
    return {
      title: t(m.transferTitle, { name }),
      description: t(m.transferDescription, { name, title: formTitle }),
      confirmLabel: t(m.transferConfirm),
      pendingLabel: t(m.transferPending),
    };
  }
  if (pending?.kind === 'remove') {
    const name = personName(pending.person);
    return {
      title: t(m.removeTitle, { name }),
      description: t(m.removeDescription, { name, title: formTitle }),
      confirmLabel: t(m.remove),
      pendingLabel: t(m.removePending),
    };
  }
  return {
    title: t(m.leaveTitle),
    description: t(m.leaveDescription, { title: formTitle }),
    confirmLabel: t(m.leave),
    pendingLabel: t(m.leavePending),
  };
}
