import { useId, useState, type FormEvent } from 'react';
import { adminUnpublishRequestSchema, type AdminFormSummary } from '@core/api/admin';
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
import { Textarea } from '@/components/ui/textarea';
import { unpublishForm } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';

/** Takes an abusive form offline; the owner is told why by notification and e-mail. */
export function UnpublishDialog({
  form,
  onClose,
}: {
  form: AdminFormSummary;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const action = useAdminAction({
    run: (text: string) => unpublishForm(form.id, text),
    success: () => ({
      title: 'Form unpublished',
      description: form.owner
        ? `“${form.title}” no longer accepts responses. ${form.owner.username} has been told why.`
        : `“${form.title}” no longer accepts responses.`,
    }),
    onDone: onClose,
  });
  const serverError = fieldMessagesOf(action.error).reason;
  const shown = error ?? serverError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminUnpublishRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give a reason');
      return;
    }
    setError(undefined);
    action.mutate(parsed.data.reason);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !action.isPending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Unpublish “{form.title}”?</DialogTitle>
            <DialogDescription>
              The form stops accepting responses at once; the responses it has are kept.
              {form.owner ? ' The owner receives your reason by notification and e-mail.' : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={id}>Reason</Label>
            <Textarea
              id={id}
              value={reason}
              maxLength={1000}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : undefined}
              autoFocus
            />
            {shown ? (
              <FieldMessage id={`${id}-error`} tone="error">
                {shown}
              </FieldMessage>
            ) : null}
          </div>
          {action.isError && !serverError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {actionErrorMessage(
                action.error,
                'The form was not unpublished. Check your connection and try again.',
              )}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={action.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={action.isPending}>
              {action.isPending ? 'Unpublishing…' : 'Unpublish'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
