import { changePasswordRequestSchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';
import { validationMessage } from '@/lib/core-texts/core-texts';
import { useChangePassword } from '../api/use-profile-mutations';
import { profileMessages as m } from '../messages';

/*
 * The server's rules, with the current password required here: the server answers its absence
 * with 403 REAUTH_REQUIRED, and this form always has the field, so it says so before sending.
 * An intersection, so both sides report at once (a refinement would wait for the rest to pass).
 */
const passwordFormSchema = changePasswordRequestSchema.and(
  z.object({ currentPassword: z.string().min(1, validationMessage('passwordRequired')) }),
);

type PasswordValues = z.input<typeof passwordFormSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordValues, unknown, z.output<typeof passwordFormSchema>>({
    resolver: withAppWords(zodResolver(passwordFormSchema)),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => reset(EMPTY),
      onError: (error) => {
        const messages = fieldMessagesOf(error);
        for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
          const message = messages[field];
          if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
        }
      },
    }),
  );

  return (
    <form
      noValidate
      aria-label={t(m.changePasswordForm)}
      className="grid gap-5"
      onSubmit={onSubmit}
    >
      <TextField
        label={t(m.currentPassword)}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={t(m.newPassword)}
        type="password"
        autoComplete="new-password"
        hint={t(m.newPasswordHint)}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t(m.confirmNewPassword)}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <SubmitButton pending={change.isPending} pendingLabel={t(m.changingPassword)}>
          <KeyRound aria-hidden="true" />
          {t(m.changePassword)}
        </SubmitButton>
      </div>
    </form>
  );
}
