import { secondFactorCodeSchema } from '@core/api/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { useDisableTwoFactor } from '../../api/two-factor-api';
import { CURRENT_PASSWORD_REQUIRED, reauthErrorOf } from './reauth-error';
import { profileMessages as m } from '../../messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';

const schema = z.object({
  currentPassword: z.string().min(1, t(CURRENT_PASSWORD_REQUIRED)),
  code: secondFactorCodeSchema,
});

export interface TurnOffTwoFactorProps {
  onDone: () => void;
  onCancel: () => void;
}

/** Turning it off takes the password and a code (or a backup code, for a lost phone). */
export function TurnOffTwoFactor({ onDone, onCancel }: TurnOffTwoFactorProps) {
  const disable = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: withAppWords(zodResolver(schema)),
    defaultValues: { currentPassword: '', code: '' },
  });
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const reauth = reauthErrorOf(error);
        if (reauth) {
          setError(
            'currentPassword',
            { type: 'server', message: reauth.message },
            { shouldFocus: true },
          );
          return;
        }
        const message =
          fieldMessagesOf(error).code ?? serverMessageOf(error) ?? t(m.somethingWrong);
        setError('code', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <form noValidate aria-label={t(m.turnOffForm)} className="grid gap-4" onSubmit={onSubmit}>
      <TextField
        label={t(m.currentPassword)}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={t(m.codeOrBackup)}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          variant="destructive"
          pending={disable.isPending}
          pendingLabel={t(m.turningOff)}
        >
          {t(m.turnOff)}
        </SubmitButton>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t(m.cancel)}
        </Button>
      </div>
    </form>
  );
}
