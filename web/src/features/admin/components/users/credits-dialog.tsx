import { useState, type FormEvent } from 'react';
import { adminCreditsRequestSchema } from '@core/api/admin';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { userActions } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { AdminActionDialog, refusalOf } from '../admin-action-dialog';
import { t } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

export type CreditsMode = 'grant' | 'remove';

interface Props {
  mode: CreditsMode;
  userId: number;
  username: string;
  balance: number;
  onClose: () => void;
}

/**
 * Grant or remove credits, with the reason the audit log keeps. The amount is typed
 * as a positive number; the mode gives it its sign, so nobody removes credits with a stray minus.
 */
export function CreditsDialog({ mode, userId, username, balance, onClose }: Props) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const action = useAdminAction({
    run: (body: { amount: number; reason: string }) =>
      userActions.credits(userId, body.amount, body.reason),
    success: (_, body) => ({
      title: mode === 'grant' ? t(m.creditsGranted) : t(m.creditsRemoved),
      description: t(mode === 'grant' ? m.creditsAddedTo : m.creditsRemovedFrom, {
        count: Math.abs(body.amount),
        username,
      }),
    }),
    onDone: onClose,
  });
  const serverFields = fieldMessagesOf(action.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = amount.trim() === '' ? Number.NaN : Number(amount);
    const signed = mode === 'grant' ? typed : -typed;
    const parsed = adminCreditsRequestSchema.safeParse({ amount: signed, reason });
    if (!parsed.success) {
      const next: { amount?: string; reason?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'amount';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    if (typed <= 0) {
      setErrors({ amount: t(m.enterAboveZero) });
      return;
    }
    setErrors({});
    action.mutate(parsed.data);
  };

  const amountError = errors.amount ?? serverFields.amount;
  const reasonError = errors.reason ?? serverFields.reason;
  const title = mode === 'grant' ? t(m.grantCredits) : t(m.removeCredits);

  return (
    <AdminActionDialog
      title={title}
      description={t(m.creditsDescription, { username, count: balance })}
      pending={action.isPending}
      refusal={refusalOf(
        action.isError,
        serverFields,
        actionErrorMessage(action.error, t(m.creditsError)),
      )}
      submitLabel={title}
      pendingLabel={t(m.saving)}
      destructive={mode === 'remove'}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={mode === 'grant' ? t(m.creditsToGrant) : t(m.creditsToRemove)}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={amountError}
        autoFocus
      />
      <TextareaField
        label={t(m.reason)}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
    </AdminActionDialog>
  );
}
