import { useState, type FormEvent } from 'react';
import { adminProRequestSchema } from '@core/api/admin';
import { TextField } from '@/components/ui/text-field';
import { formatDateUtc } from '@/lib/format-date';
import { userActions } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { utcDay } from '../../lib/format';
import { AdminActionDialog, refusalOf } from '../admin-action-dialog';
import { t } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

interface Props {
  userId: number;
  username: string;
  /** When Pro already runs (granted), its end: the new date replaces it. */
  currentEnd: string | null;
  onClose: () => void;
}

/** Pro through the end of a chosen day (UTC), with no payment: for support and partners. */
export function ProDialog({ userId, username, currentEnd, onClose }: Props) {
  const [until, setUntil] = useState(utcDay(30));
  const [error, setError] = useState<string | undefined>();
  const action = useAdminAction({
    run: (day: string) => userActions.grantPro(userId, day),
    success: (_, day) => ({
      title: t(m.proGranted),
      description: t(m.proGrantedDescription, { username, date: formatDateUtc(day) }),
    }),
    onDone: onClose,
  });
  const serverFields = fieldMessagesOf(action.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminProRequestSchema.safeParse({ until });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t(m.chooseDate));
      return;
    }
    setError(undefined);
    action.mutate(parsed.data.until);
  };

  return (
    <AdminActionDialog
      title={t(m.grantPro)}
      description={
        currentEnd
          ? t(m.proReplaces, { username, date: formatDateUtc(currentEnd) })
          : t(m.proWithoutPaying, { username })
      }
      pending={action.isPending}
      refusal={refusalOf(
        action.isError,
        serverFields,
        actionErrorMessage(action.error, t(m.proError)),
      )}
      submitLabel={t(m.grantPro)}
      pendingLabel={t(m.saving)}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t(m.proUntil)}
        type="date"
        min={utcDay(0)}
        value={until}
        onChange={(event) => setUntil(event.target.value)}
        error={error ?? serverFields.until}
        hint={t(m.proUntilHint)}
        autoFocus
      />
    </AdminActionDialog>
  );
}
