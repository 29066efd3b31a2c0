import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  inviteRequestSchema,
  type CollaboratorRole,
  type PendingInvitation,
} from '@core/api/collaboration';
import { FieldMessage } from '@/components/ui/field-message';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { collaboratorsQueryKey, inviteCollaborator } from '../api/sharing-api';
import { ROLE_EXPLANATION } from './role-text';
import { sharingMessages as m } from '../messages';

type Errors = Partial<Record<'recipient' | 'role', string>>;

/** Refusals that are about who was typed in (no such account, already has access, the owner). */
const RECIPIENT_STATUSES = [404, 409, 422];

/** Invite by e-mail address or username, as a viewer or an editor. */
export function InviteForm({ formId }: { formId: string }) {
  const queryClient = useQueryClient();
  const roleId = useId();
  const [recipient, setRecipient] = useState('');
  const [role, setRole] = useState<CollaboratorRole>('viewer');
  const [errors, setErrors] = useState<Errors>({});

  const invite = useMutation({
    mutationFn: (input: { recipient: string; role: CollaboratorRole }) =>
      inviteCollaborator(formId, input.recipient, input.role),
    onSuccess: (invitation: PendingInvitation) => {
      setRecipient('');
      setErrors({});
      toast({
        title: t(m.invitationSent),
        description: t(m.invitationSentDescription, {
          who: invitation.username ?? invitation.email,
        }),
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: collaboratorsQueryKey(formId) });
    },
    onError: (error) => {
      const fields = fieldMessagesOf(error);
      const message = serverMessageOf(error);
      if (!fields.recipient && message && isApiError(error)) {
        if (RECIPIENT_STATUSES.includes(error.status)) fields.recipient = message;
      }
      if (fields.recipient || fields.role) {
        setErrors({ recipient: fields.recipient, role: fields.role });
        return;
      }
      toast({
        title: t(m.inviteFailed),
        description: message ?? t(m.pleaseTryAgain),
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inviteRequestSchema.safeParse({ recipient, role });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'recipient' || field === 'role') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    invite.mutate(parsed.data);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(m.inviteForm)}
      className="grid gap-3 rounded-lg border border-border bg-subtle p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <TextField
          label={t(m.recipientLabel)}
          name="recipient"
          autoComplete="off"
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          error={errors.recipient}
        />
        <div className="grid content-start gap-2">
          <Label htmlFor={roleId}>{t(m.roleLabel)}</Label>
          <NativeSelect
            id={roleId}
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as CollaboratorRole)}
            aria-invalid={errors.role ? true : undefined}
            aria-describedby={`${roleId}-explained${errors.role ? ` ${roleId}-error` : ''}`}
          >
            <option value="viewer">{t(m.roleViewer)}</option>
            <option value="editor">{t(m.roleEditor)}</option>
          </NativeSelect>
        </div>
      </div>
      {errors.role ? (
        <FieldMessage id={`${roleId}-error`} tone="error">
          {errors.role}
        </FieldMessage>
      ) : null}
      <FieldMessage id={`${roleId}-explained`}>
        {tRich(m.roleExplained, {
          role,
          explanation: t(ROLE_EXPLANATION[role]),
          strong: (chunks) => <strong className="font-semibold text-foreground">{chunks}</strong>,
        })}
      </FieldMessage>
      <SubmitButton
        pending={invite.isPending}
        pendingLabel={t(m.sending)}
        className="w-full sm:w-fit"
      >
        <UserPlus aria-hidden="true" />
        {t(m.sendInvitation)}
      </SubmitButton>
    </form>
  );
}
