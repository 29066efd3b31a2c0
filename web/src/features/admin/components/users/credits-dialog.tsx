import { useState, type FormEvent } from 'react';
import { adminCreditsRequestSchema } from '@core/api/admin';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { plural } from '@/lib/plural';
import { userActions } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { AdminActionDialog, refusalOf } from '../admin-action-dialog';

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
      title: mode === 'grant' ? 'Credits granted' : 'Credits removed',
      description: `${plural(Math.abs(body.amount), 'credit')} ${mode === 'grant' ? 'added to' : 'removed from'} ${username}'s balance.`,
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
      setErrors({ amount: 'Enter a number above 0' });
      return;
    }
    setErrors({});
    action.mutate(parsed.data);
  };

  const amountError = errors.amount ?? serverFields.amount;
  const reasonError = errors.reason ?? serverFields.reason;
  const title = mode === 'grant' ? 'Grant credits' : 'Remove credits';

  return (
    <AdminActionDialog
      title={title}
      description={`${username} has ${plural(balance, 'credit')}. The reason shows in their credit history and the audit log.`}
      pending={action.isPending}
      refusal={refusalOf(
        action.isError,
        serverFields,
        actionErrorMessage(
          action.error,
          'The change was not saved. Check your connection and try again.',
        ),
      )}
      submitLabel={title}
      pendingLabel="Saving…"
      destructive={mode === 'remove'}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={mode === 'grant' ? 'Credits to grant' : 'Credits to remove'}
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
        label="Reason"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={reasonError}
      />
    </AdminActionDialog>
  );
}
