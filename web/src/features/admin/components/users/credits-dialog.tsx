import { useId, useState, type FormEvent } from 'react';
import { adminCreditsRequestSchema } from '@core/api/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { plural } from '@/lib/plural';
import { userActions } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';

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
  const reasonId = useId();
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
  const refusal =
    action.isError && Object.keys(serverFields).length === 0
      ? actionErrorMessage(
          action.error,
          'The change was not saved. Check your connection and try again.',
        )
      : null;

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
    <Dialog open onOpenChange={(open) => !open && !action.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>
              {username} has {plural(balance, 'credit')}. The reason shows in their credit history
              and the audit log.
            </DialogDescription>
          </DialogHeader>
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
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Reason</Label>
            <Textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            />
            {reasonError ? (
              <FieldMessage id={`${reasonId}-error`} tone="error">
                {reasonError}
              </FieldMessage>
            ) : null}
          </div>
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={action.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={mode === 'remove' ? 'destructive' : 'default'}
              disabled={action.isPending}
            >
              {action.isPending ? 'Saving…' : title}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
