import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { CURRENT_PASSWORD_REQUIRED, reauthErrorOf } from './reauth-error';
import { profileMessages as m } from '../../messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';

const schema = z.object({ currentPassword: z.string().min(1, t(CURRENT_PASSWORD_REQUIRED)) });
type Values = z.infer<typeof schema>;

export interface PasswordStepProps<T> {
  /** What the password is for, as the form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  mutation: UseMutationResult<T, Error, string>;
  onDone: (result: T) => void;
  onCancel: () => void;
}

/** Asks for the current password before a change to how the account signs in. */
export function PasswordStep<T>({
  label,
  submitLabel,
  pendingLabel,
  mutation,
  onDone,
  onCancel,
}: PasswordStepProps<T>) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values>({
    resolver: withAppWords(zodResolver(schema)),
    defaultValues: { currentPassword: '' },
  });
  // The step opens on a click: the field it asks for takes the focus.
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values.currentPassword, {
      onSuccess: onDone,
      onError: (error) => {
        const message =
          reauthErrorOf(error)?.message ?? serverMessageOf(error) ?? t(m.somethingWrong);
        setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate aria-label={label} className="grid gap-4" onSubmit={onSubmit}>
      <TextField
        label={t(m.currentPassword)}
        type="password"
        autoComplete="current-password"
        hint={t(m.passwordHint)}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={mutation.isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
