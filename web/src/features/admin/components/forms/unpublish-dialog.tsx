import { useState, type FormEvent } from 'react';
import { adminUnpublishRequestSchema, type AdminFormSummary } from '@core/api/admin';
import { TextareaField } from '@/components/ui/textarea-field';
import { unpublishForm } from '../../api/admin-api';
import { actionErrorMessage, fieldMessagesOf } from '../../api/admin-errors';
import { useAdminAction } from '../../api/use-admin-action';
import { AdminActionDialog, refusalOf } from '../admin-action-dialog';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../../messages';

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
      title: t(m.unpublished),
      description: form.owner
        ? t(m.unpublishedOwnerTold, { title: form.title, username: form.owner.username })
        : t(m.unpublishedNoOwner, { title: form.title }),
    }),
    onDone: onClose,
  });
  const serverFields = fieldMessagesOf(action.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminUnpublishRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t(m.giveReason));
      return;
    }
    setError(undefined);
    action.mutate(parsed.data.reason);
  };

  return (
    <AdminActionDialog
      title={t(m.unpublishTitle, { title: form.title })}
      description={form.owner ? t(m.unpublishDescriptionOwner) : t(m.unpublishDescription)}
      pending={action.isPending}
      refusal={refusalOf(
        action.isError,
        serverFields,
        actionErrorMessage(action.error, t(m.unpublishError)),
      )}
      submitLabel={t(m.unpublish)}
      pendingLabel={t(m.unpublishing)}
      destructive
      onSubmit={submit}
      onClose={onClose}
    >
      <TextareaField
        label={t(m.reason)}
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.target.value)}
        error={error ?? serverFields.reason}
        autoFocus
      />
    </AdminActionDialog>
  );
}
