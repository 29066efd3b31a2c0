import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { TextField } from '@/components/ui/text-field';
import { plural } from '@/lib/plural';
import { userActions } from '../../api/admin-api';
import { actionErrorMessage } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { AdminActionDialog } from '../admin-action-dialog';

interface Props {
  userId: number;
  username: string;
  formCount: number;
  onClose: () => void;
}

/**
 * Deleting an account cannot be undone, so the username has to be typed again, exactly; the
 * server checks the same (a request with another name is refused).
 */
export function DeleteUserDialog({ userId, username, formCount, onClose }: Props) {
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState('');
  const action = useAdminAction({
    run: (confirmUsername: string) => userActions.remove(userId, confirmUsername),
    success: () => ({
      title: 'Account deleted',
      description: `${username} and their forms are gone.`,
    }),
    onDone: () => navigate('/users', { replace: true }),
  });
  const matches = typed === username;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) action.mutate(typed);
  };

  return (
    <AdminActionDialog
      title={`Delete ${username}'s account?`}
      description={`Their ${plural(formCount, 'form')}, with every response and uploaded file, are deleted with the account. This cannot be undone.`}
      pending={action.isPending}
      refusal={
        action.isError
          ? actionErrorMessage(
              action.error,
              'The account was not deleted. Check your connection and try again.',
            )
          : null
      }
      submitLabel="Delete account"
      pendingLabel="Deleting…"
      destructive
      alert
      canSubmit={matches}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Type the username to confirm"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        hint={`Type ${username} exactly.`}
        autoFocus
      />
    </AdminActionDialog>
  );
}
