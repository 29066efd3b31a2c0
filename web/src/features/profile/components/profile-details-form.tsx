import { updateProfileRequestSchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { useUpdateProfile } from '../api/use-profile-mutations';
import { EmailStatus } from './email-status';
import { CURRENT_PASSWORD_REQUIRED, reauthErrorOf } from './security/reauth-error';
import { profileMessages as m } from '../messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';

// The shared request schema's rules, with the e-mail required: the form always shows one.
const detailsSchema = z.object({
  name: updateProfileRequestSchema.shape.name.unwrap().unwrap(),
  email: updateProfileRequestSchema.shape.email.unwrap(),
  currentPassword: z.string().max(200).optional(),
});

type DetailsValues = z.input<typeof detailsSchema>;

export interface ProfileDetailsFormProps {
  user: {
    name?: string | null;
    email: string;
    authProvider?: string;
    emailVerified?: boolean;
    pendingEmail?: string | null;
  };
}

/**
 * Name and e-mail. A new e-mail address needs the current password (re-authentication, issue 20):
 * the field appears as soon as the address differs. It applies once the link mailed to it is
 * opened (ADR 029); until then the field keeps the current address and the status below it says
 * where the link went. A Google account has no password; the server
 * accepts its change within five minutes of signing in and otherwise says to sign in again.
 */
export function ProfileDetailsForm({ user }: ProfileDetailsFormProps) {
  const update = useUpdateProfile();
  const usesGoogle = user.authProvider === 'google';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<DetailsValues, unknown, z.output<typeof detailsSchema>>({
    resolver: withAppWords(zodResolver(detailsSchema)),
    defaultValues: { name: user.name ?? '', email: user.email, currentPassword: '' },
  });
  const emailChanges =
    useWatch({ control, name: 'email' }).trim().toLowerCase() !== user.email.toLowerCase();
  const asksPassword = emailChanges && !usesGoogle;

  const onSubmit = handleSubmit((values) => {
    if (asksPassword && !values.currentPassword) {
      setError('currentPassword', { type: 'required', message: t(CURRENT_PASSWORD_REQUIRED) });
      return;
    }
    update.mutate(
      {
        name: values.name || null,
        // Only a new address is sent: the current one would cancel a pending change.
        ...(emailChanges ? { email: values.email } : {}),
        ...(asksPassword ? { currentPassword: values.currentPassword } : {}),
      },
      {
        onSuccess: (saved) =>
          reset({ name: saved.name ?? '', email: saved.email, currentPassword: '' }),
        onError: (error) => {
          const reauth = reauthErrorOf(error);
          if (reauth) {
            const field = reauth.reauth === 'password' ? 'currentPassword' : 'email';
            setError(field, { type: 'server', message: reauth.message }, { shouldFocus: true });
            return;
          }
          const messages = fieldMessagesOf(error);
          if (messages.email) setError('email', { type: 'server', message: messages.email });
          if (messages.name) setError('name', { type: 'server', message: messages.name });
        },
      },
    );
  });

  return (
    <form noValidate aria-label={t(m.detailsForm)} className="grid gap-5" onSubmit={onSubmit}>
      <TextField
        label={t(m.name)}
        optional
        autoComplete="name"
        hint={t(m.nameHint)}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t(m.email)}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <EmailStatus user={user} />
      {asksPassword ? (
        <TextField
          label={t(m.yourPassword)}
          type="password"
          autoComplete="current-password"
          hint={t(m.yourPasswordHint)}
          error={errors.currentPassword?.message}
          {...register('currentPassword', { shouldUnregister: true })}
        />
      ) : null}
      <div>
        <SubmitButton pending={update.isPending} pendingLabel={t(m.saving)}>
          <Save aria-hidden="true" />
          {t(m.saveChanges)}
        </SubmitButton>
      </div>
    </form>
  );
}
