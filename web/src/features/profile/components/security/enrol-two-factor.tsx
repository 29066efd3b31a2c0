import { totpCodeSchema, type TwoFactorSetup } from '@core/api/two-factor';
import type { TwoFactorEnabled } from '@core/api/two-factor-enabled';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { useEnableTwoFactor, useSetUpTwoFactor } from '../../api/two-factor-api';
import { PasswordStep } from './password-step';
import { profileMessages as m } from '../../messages';
import { withAppWords } from '@/lib/core-texts/app-resolver';

const codeSchema = z.object({ code: totpCodeSchema });

/** The key in groups of four, as apps that take it by hand show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (enabled: TwoFactorEnabled) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: withAppWords(zodResolver(codeSchema)),
    defaultValues: { code: '' },
  });
  useEffect(() => setFocus('code'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    enable.mutate(values.code, {
      onSuccess: onEnabled,
      onError: (error) => {
        const message =
          fieldMessagesOf(error).code ?? serverMessageOf(error) ?? t(m.somethingWrong);
        setError('code', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-1 pl-5 text-sm">
        <li>{t(m.enrolStepOpen)}</li>
        <li>{t(m.enrolStepScan)}</li>
        <li>{t(m.enrolStepCode)}</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrCodeSvg)}`}
          alt={t(m.qrAlt)}
          width={176}
          height={176}
          className="rounded-md border border-border bg-white p-1"
        />
        <div className="grid gap-1 text-sm">
          <span className="font-medium text-muted-foreground" id="setup-key-label">
            {t(m.setupKey)}
          </span>
          <code
            aria-labelledby="setup-key-label"
            data-testid="two-factor-secret"
            className="rounded-md bg-subtle px-3 py-2 font-mono break-all select-all"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <form noValidate aria-label={t(m.verifyForm)} className="grid gap-4" onSubmit={onSubmit}>
        <TextField
          label={t(m.codeFromApp)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={enable.isPending} pendingLabel={t(m.turningOn)}>
            <ShieldCheck aria-hidden="true" />
            {t(m.turnOn)}
          </SubmitButton>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t(m.cancel)}
          </Button>
        </div>
      </form>
    </div>
  );
}

export interface EnrolTwoFactorProps {
  onEnabled: (enabled: TwoFactorEnabled) => void;
  onCancel: () => void;
}

/** Enrolment: the password, then the QR code and key, then the first code turns it on. */
export function EnrolTwoFactor({ onEnabled, onCancel }: EnrolTwoFactorProps) {
  const setUp = useSetUpTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  if (!setup) {
    return (
      <PasswordStep
        label={t(m.enrolForm)}
        submitLabel={t(m.continue)}
        pendingLabel={t(m.checking)}
        mutation={setUp}
        onDone={setSetup}
        onCancel={onCancel}
      />
    );
  }
  return <ScanStep setup={setup} onEnabled={onEnabled} onCancel={onCancel} />;
}
