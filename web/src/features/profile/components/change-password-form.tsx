import { changePasswordRequestSchema } from '@core/api/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf } from '@/lib/api-errors';
import { useChangePassword } from '../api/use-profile-mutations';

type PasswordValues = z.input<typeof changePasswordRequestSchema>;

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordValues, unknown, z.output<typeof changePasswordRequestSchema>>({
    resolver: zodResolver(changePasswordRequestSchema),
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
    <form noValidate aria-label="Change password" className="grid gap-5" onSubmit={onSubmit}>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <SubmitButton pending={change.isPending} pendingLabel="Changing password…">
          <KeyRound aria-hidden="true" />
          Change password
        </SubmitButton>
      </div>
    </form>
  );
}
