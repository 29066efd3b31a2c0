import type { loginRequestSchema } from '@core/api/auth';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { t } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';

type SignInValues = z.input<typeof loginRequestSchema>;

export interface TwoFactorStepProps {
  /** The server's words: what to enter, or why the last code was refused. */
  message: string;
  useBackupCode: boolean;
  onUseBackupCodeChange: (useBackupCode: boolean) => void;
  onBack: () => void;
  register: UseFormRegister<SignInValues>;
  errors: FieldErrors<SignInValues>;
}

/**
 * The sign-in's second step (issue 20): the password was right, and the account asks for a code
 * from its authenticator app, or one of its backup codes. The username and password stay in the
 * form and are sent again with the code; each field drops out of the form when it is hidden, so
 * only the one on screen is sent.
 */
export function TwoFactorStep({
  message,
  useBackupCode,
  onUseBackupCodeChange,
  onBack,
  register,
  errors,
}: TwoFactorStepProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">{t(m.twoFactorTitle)}</h2>
        <p role="status" className="text-sm text-muted-foreground">
          {useBackupCode ? t(m.backupCodeInstructions) : message}
        </p>
      </div>
      {useBackupCode ? (
        <TextField
          key="backup"
          label={t(m.backupCode)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="abcde-fghjk"
          error={errors.backupCode?.message}
          {...register('backupCode', { shouldUnregister: true })}
        />
      ) : (
        <TextField
          key="code"
          label={t(m.authenticationCode)}
          hint={t(m.authenticationCodeHint)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={errors.code?.message}
          {...register('code', { shouldUnregister: true })}
        />
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" onClick={() => onUseBackupCodeChange(!useBackupCode)}>
          {useBackupCode ? t(m.useAuthenticatorApp) : t(m.useBackupCode)}
        </Button>
        <Button type="button" variant="link" onClick={onBack}>
          {t(m.back)}
        </Button>
      </div>
    </div>
  );
}
