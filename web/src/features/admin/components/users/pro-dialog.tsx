import { useState, type FormEvent } from 'react';
import { adminProRequestSchema } from '@core/api/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { userActions } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { formatLongDay, utcDay } from '../../lib/format';

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
      title: 'Pro granted',
      description: `${username} has Pro until ${formatLongDay(day)}.`,
    }),
    onDone: onClose,
  });
  const serverError = fieldMessagesOf(action.error).until;
  const refusal =
    action.isError && !serverError
      ? actionErrorMessage(
          action.error,
          'Pro was not granted. Check your connection and try again.',
        )
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminProRequestSchema.safeParse({ until });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose a date');
      return;
    }
    setError(undefined);
    action.mutate(parsed.data.until);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !action.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Grant Pro</DialogTitle>
            <DialogDescription>
              {currentEnd
                ? `${username} has Pro until ${formatLongDay(currentEnd)}. The date you choose replaces it.`
                : `${username} gets Pro without paying, through the end of the day you choose (UTC).`}
            </DialogDescription>
          </DialogHeader>
          <TextField
            label="Pro until"
            type="date"
            min={utcDay(0)}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            error={error ?? serverError}
            hint="The last day of Pro, included."
            autoFocus
          />
          {refusal ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refusal}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={action.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending ? 'Saving…' : 'Grant Pro'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
