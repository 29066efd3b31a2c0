import { useState, type FormEvent } from 'react';
import { adminUnpublishRequestSchema, type AdminFormSummary } from '@core/api/admin';
import { TextareaField } from '@/components/ui/textarea-field';
import { unpublishForm } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { AdminActionDialog, refusalOf } from '../admin-action-dialog';

/** Takes an abusive form offline; the owner is told why by notification and e-mail. */
export function UnpublishDialog({
  form,
  onClose,
}: {
  form: AdminFormSummary;
  onClose: () => void;
}) {
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
  const serverFields = fieldMessagesOf(action.error);

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
    <AdminActionDialog
      title={`Unpublish “${form.title}”?`}
      description={
        <>
          The form stops accepting responses at once; the responses it has are kept.
          {form.owner ? ' The owner receives your reason by notification and e-mail.' : ''}
        </>
      }
      pending={action.isPending}
      refusal={refusalOf(
        action.isError,
        serverFields,
        actionErrorMessage(
          action.error,
          'The form was not unpublished. Check your connection and try again.',
        ),
      )}
      submitLabel="Unpublish"
      pendingLabel="Unpublishing…"
      destructive
      onSubmit={submit}
      onClose={onClose}
    >
      <TextareaField
        label="Reason"
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? serverFields.reason}
        autoFocus
      />
    </AdminActionDialog>
  );
}
