import type { ApiKey } from '@core/api/api-keys';
import { BACKUP_CODE_COUNT } from '@core/api/two-factor';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { t } from '@/lib/app-messages/app-messages';
import { formatDate } from '@/lib/format-date';
import { twoFactorStatusQuery, useRegenerateBackupCodes } from '../../api/two-factor-api';
import { BackupCodesPanel } from './backup-codes-panel';
import { EnrolTwoFactor } from './enrol-two-factor';
import { OtherAccessStep } from './other-access-step';
import { PasswordStep } from './password-step';
import { TurnOffTwoFactor } from './turn-off-two-factor';
import { profileMessages as m } from '../../messages';

type Mode =
  | { kind: 'idle' }
  | { kind: 'enrol' }
  /** `then`: what follows the codes once saved (after enrolment: what is still open). */
  | { kind: 'codes'; codes: string[]; then?: Mode }
  | { kind: 'other-access'; otherSessions: number; apiKeys: ApiKey[] }
  | { kind: 'regenerate' }
  | { kind: 'turn-off' };

const IDLE: Mode = { kind: 'idle' };

/** Few enough left that it is time to make new ones. */
const LOW_BACKUP_CODES = 3;

function CardBody() {
  const status = useQuery(twoFactorStatusQuery);
  const regenerate = useRegenerateBackupCodes();
  const [mode, setMode] = useState<Mode>(IDLE);

  if (status.isPending) {
    return (
      <div role="status" aria-label={t(m.loadingTwoFactor)} className="grid gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-10 w-56" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <ErrorState
        title={t(m.twoFactorLoadError)}
        description={t(m.checkConnection)}
        headingLevel="h3"
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  }
  const { available, enabled, enabledAt, backupCodesLeft } = status.data;

  if (mode.kind === 'codes') {
    return <BackupCodesPanel codes={mode.codes} onDone={() => setMode(mode.then ?? IDLE)} />;
  }
  if (mode.kind === 'other-access') {
    return (
      <OtherAccessStep
        otherSessions={mode.otherSessions}
        apiKeys={mode.apiKeys}
        onDone={() => setMode(IDLE)}
      />
    );
  }
  if (!available) {
    return <p className="text-sm text-muted-foreground">{t(m.googleTwoFactor)}</p>;
  }
  if (!enabled) {
    if (mode.kind === 'enrol') {
      return (
        <EnrolTwoFactor
          onEnabled={({ backupCodes, otherSessions, apiKeys }) => {
            toast({ title: t(m.twoFactorOnToast), variant: 'success' });
            setMode({
              kind: 'codes',
              codes: backupCodes,
              then: { kind: 'other-access', otherSessions, apiKeys },
            });
          }}
          onCancel={() => setMode(IDLE)}
        />
      );
    }
    return (
      <div className="grid gap-4">
        <p className="flex items-center gap-2 text-sm">
          <ShieldOff aria-hidden="true" className="size-4 text-muted-foreground" />
          <Badge variant="secondary">{t(m.off)}</Badge>
          {t(m.passwordAlone)}
        </p>
        <div>
          <Button type="button" onClick={() => setMode({ kind: 'enrol' })}>
            <ShieldCheck aria-hidden="true" />
            {t(m.setUpTwoFactor)}
          </Button>
        </div>
      </div>
    );
  }

  const low = backupCodesLeft <= LOW_BACKUP_CODES;
  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
        <Badge>{t(m.on)}</Badge>
        {enabledAt ? t(m.since, { date: formatDate(enabledAt) }) : null}
      </p>
      <p className={low ? 'text-sm font-medium text-destructive' : 'text-sm'}>
        {t(m.codesLeft, { left: backupCodesLeft, total: BACKUP_CODE_COUNT })}
        {low ? t(m.codesLow) : ''}
      </p>
      {mode.kind === 'regenerate' ? (
        <PasswordStep
          label={t(m.regenerateForm)}
          submitLabel={t(m.makeNewCodes)}
          pendingLabel={t(m.makingCodes)}
          mutation={regenerate}
          onDone={(codes) => setMode({ kind: 'codes', codes })}
          onCancel={() => setMode(IDLE)}
        />
      ) : null}
      {mode.kind === 'turn-off' ? (
        <TurnOffTwoFactor
          onDone={() => {
            toast({ title: t(m.twoFactorOffToast), variant: 'success' });
            setMode(IDLE);
          }}
          onCancel={() => setMode(IDLE)}
        />
      ) : null}
      {mode.kind === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setMode({ kind: 'regenerate' })}>
            {t(m.newBackupCodes)}
          </Button>
          <Button type="button" variant="outline" onClick={() => setMode({ kind: 'turn-off' })}>
            {t(m.turnOff)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /profile's two-factor sign-in (issue 20): enrol with an authenticator app (QR code or key, then
 * a code), backup codes shown once with download and copy, then what stays open without a code
 * (other sessions, API keys; issue 27), how many codes are left, new ones, and turning it off with
 * the password and a code.
 */
export function TwoFactorCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t(m.twoFactorTitle)}</CardTitle>
        <CardDescription>{t(m.twoFactorDescription)}</CardDescription>
      </CardHeader>
      <CardContent>
        <CardBody />
      </CardContent>
    </Card>
  );
}
