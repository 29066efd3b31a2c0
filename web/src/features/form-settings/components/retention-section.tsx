import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  RESPONSE_RETENTION_DAYS,
  responseRetentionDaysSchema,
  type FormSettings,
} from '@core/api/forms';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { retentionNote } from '@/lib/core-texts/core-texts';
import { fieldText } from '@/lib/core-texts/field-texts';
import { formSettingsQuery, useSaveFormSettings } from '../api/form-settings-api';
import { formSettingsMessages as m } from '../messages';
import { SettingsSection } from './settings-section';
import { ToggleField } from './toggle-field';

/** What the days field starts at when retention is turned on. */
const DEFAULT_DAYS = 365;

/**
 * "Delete responses after N days" (issue 20): off by default; saved on its own, not with the
 * form's other settings (the server keeps it beside the definition, not in it).
 */
export function RetentionSection({ formId }: { formId: string }) {
  const settings = useQuery(formSettingsQuery(formId));
  if (settings.isError && !settings.data) {
    return (
      <SettingsSection title={t(m.retentionTitle)} description={t(m.retentionDescription)}>
        <ErrorState
          title={t(m.retentionLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          headingLevel="h3"
        />
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title={t(m.retentionTitle)} description={t(m.retentionDescription)}>
      {settings.data ? (
        // Keyed by what is saved, so a save (or a reload) starts the fields from it.
        <RetentionFields
          key={String(settings.data.responseRetentionDays)}
          formId={formId}
          saved={settings.data}
        />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t(m.retentionLoading)}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-10 w-40" />
        </div>
      )}
    </SettingsSection>
  );
}

function RetentionFields({ formId, saved }: { formId: string; saved: FormSettings }) {
  const save = useSaveFormSettings(formId);
  const [on, setOn] = useState(saved.responseRetentionDays !== null);
  const [days, setDays] = useState(String(saved.responseRetentionDays ?? DEFAULT_DAYS));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let value: number | null = null;
    if (on) {
      const parsed = responseRetentionDaysSchema.safeParse(Number(days));
      if (days.trim() === '' || !parsed.success || parsed.data === null) {
        // Core's bound messages, in the app's words.
        const message = days.trim() !== '' ? parsed.error?.issues[0]?.message : undefined;
        setError(message ? fieldText(message) : t(m.retentionEnterDays));
        return;
      }
      value = parsed.data;
    }
    setError(undefined);
    save.mutate(
      { responseRetentionDays: value },
      {
        onSuccess: (next) =>
          toast({
            title: t(m.retentionSaved),
            description:
              next.responseRetentionDays === null
                ? t(m.retentionKept)
                : retentionNote(next.responseRetentionDays),
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: t(m.retentionSaveError),
            description: serverMessageOf(err) ?? t(m.pleaseTryAgain),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <p className="text-sm font-medium">
        {saved.responseRetentionDays === null
          ? t(m.retentionOff)
          : t(m.retentionOn, { note: retentionNote(saved.responseRetentionDays) })}
      </p>
      <ToggleField
        label={t(m.retentionToggle)}
        hint={t(m.retentionToggleHint)}
        checked={on}
        onChange={(next) => {
          setOn(next);
          setError(undefined);
        }}
      />
      {on ? (
        <TextField
          label={t(m.retentionDays)}
          type="number"
          inputMode="numeric"
          min={RESPONSE_RETENTION_DAYS.min}
          max={RESPONSE_RETENTION_DAYS.max}
          step={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          hint={t(m.retentionDaysHint, {
            min: String(RESPONSE_RETENTION_DAYS.min),
            max: String(RESPONSE_RETENTION_DAYS.max),
          })}
          error={error}
          className="max-w-xs"
        />
      ) : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel={t(m.saving)} variant="outline">
          {t(m.saveRetention)}
        </SubmitButton>
      </div>
    </form>
  );
}
