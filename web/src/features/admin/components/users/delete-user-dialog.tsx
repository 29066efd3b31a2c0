import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { TextField } from '@/components/ui/text-field';
import { userActions } from '../../api/admin-api';
import { actionErrorMessage } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { AdminActionDialog } from '../admin-action-dialog';
import { t } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

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
      title: t(m.accountDeleted),
      description: t(m.accountDeletedDescription, { username }),
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
      title={t(m.deleteTitle, { username })}
      description={t(m.deleteDescription, { count: formCount })}
      pending={action.isPending}
      refusal={action.isError ? actionErrorMessage(action.error, t(m.deleteError)) : null}
      submitLabel={t(m.deleteAccount)}
      pendingLabel={t(m.deleting)}
      destructive
      alert
      canSubmit={matches}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t(m.typeToConfirm)}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        hint={t(m.typeExactly, { username })}
        autoFocus
      />
    </AdminActionDialog>
  );
}
