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
import type { useSharingActions } from '../api/use-sharing-actions';
import { PersonRow } from './person-row';
import { personName, ROLE_LABEL } from './role-text';

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
        People with access
      </h3>
      <ul className="divide-y divide-border">
        {data.owner ? (
          <PersonRow
            name={personName(data.owner)}
            detail={data.owner.email}
            isYou={data.owner.userId === myUserId}
          >
            <Badge variant="soft">{ROLE_LABEL.owner}</Badge>
          </PersonRow>
        ) : null}
        {data.collaborators.map((person) => {
          const name = personName(person);
          const isYou = person.userId === myUserId;
          return (
            <PersonRow key={person.userId} name={name} detail={person.email} isYou={isYou}>
              {permissions.canShare && !isYou ? (
                <NativeSelect
                  aria-label={`Role for ${name}`}
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
                  <option value="viewer">Viewer</option>
                  <option value="editor">Editor</option>
                </NativeSelect>
              ) : (
                <Badge variant="outline">{ROLE_LABEL[person.role]}</Badge>
              )}
              {permissions.canTransfer && person.role === 'editor' ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Make ${name} the owner`}
                  onClick={ask({ kind: 'transfer', person })}
                >
                  <Crown aria-hidden="true" />
                  Make owner
                </Button>
              ) : null}
              {permissions.canShare && !isYou ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name}`}
                  onClick={ask({ kind: 'remove', person })}
                >
                  <UserMinus aria-hidden="true" />
                  Remove
                </Button>
              ) : null}
              {isYou ? (
                <Button variant="outline" size="sm" onClick={ask({ kind: 'leave' })}>
                  <LogOut aria-hidden="true" />
                  Leave
                </Button>
              ) : null}
            </PersonRow>
          );
        })}
      </ul>
      {data.collaborators.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nobody else has access yet.
          {permissions.canShare ? ' Invite someone above to work on this form together.' : ''}
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
      title: `Make ${name} the owner?`,
      description: `${name} becomes the owner of “${formTitle}”: they can delete it, share it and transfer it again. You stay on as an editor, so you can still edit it, but you can no longer delete or share it. You both get a notification and an e-mail.`,
      confirmLabel: 'Transfer ownership',
      pendingLabel: 'Transferring…',
    };
  }
  if (pending?.kind === 'remove') {
    const name = personName(pending.person);
    return {
      title: `Remove ${name}?`,
      description: `${name} can no longer open “${formTitle}” or its responses. They get an e-mail saying so.`,
      confirmLabel: 'Remove',
      pendingLabel: 'Removing…',
    };
  }
  return {
    title: 'Leave this form?',
    description: `You can no longer open “${formTitle}” or its responses. The owner can invite you again.`,
    confirmLabel: 'Leave',
    pendingLabel: 'Leaving…',
  };
}
