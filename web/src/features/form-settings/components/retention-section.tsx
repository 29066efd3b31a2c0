import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  RESPONSE_RETENTION_DAYS,
  responseRetentionDaysSchema,
  retentionNote,
  type FormSettings,
} from '@core/api/forms';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { formSettingsQuery, useSaveFormSettings } from '../api/form-settings-api';
import { SettingsSection } from './settings-section';
import { ToggleField } from './toggle-field';

const TITLE = 'Response retention';
const DESCRIPTION =
  'Delete responses after a number of days, with their files. Off: responses stay until you delete them.';
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
      <SettingsSection title={TITLE} description={DESCRIPTION}>
        <ErrorState
          title="Couldn't load the retention setting"
          description="Check your connection and try again."
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          headingLevel="h3"
        />
      </SettingsSection>
    );
  }
  return (
    <SettingsSection title={TITLE} description={DESCRIPTION}>
      {settings.data ? (
        // Keyed by what is saved, so a save (or a reload) starts the fields from it.
        <RetentionFields
          key={String(settings.data.responseRetentionDays)}
          formId={formId}
          saved={settings.data}
        />
      ) : (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">Loading the retention setting…</span>
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
        setError(
          (days.trim() !== '' && parsed.error?.issues[0]?.message) || 'Enter a number of days',
        );
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
            title: 'Retention saved',
            description:
              next.responseRetentionDays === null
                ? 'Responses are kept until you delete them.'
                : retentionNote(next.responseRetentionDays),
            variant: 'success',
          }),
        onError: (err) =>
          toast({
            title: "Couldn't save retention",
            description: serverMessageOf(err) ?? 'Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <p className="text-sm font-medium">
        {saved.responseRetentionDays === null
          ? 'Off: responses are kept.'
          : `On: ${retentionNote(saved.responseRetentionDays)}`}
      </p>
      <ToggleField
        label="Delete responses after a number of days"
        hint="Checked once a day. Deleted responses and their files cannot be brought back."
        checked={on}
        onChange={(next) => {
          setOn(next);
          setError(undefined);
        }}
      />
      {on ? (
        <TextField
          label="Delete responses after (days)"
          type="number"
          inputMode="numeric"
          min={RESPONSE_RETENTION_DAYS.min}
          max={RESPONSE_RETENTION_DAYS.max}
          step={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          hint={`From ${RESPONSE_RETENTION_DAYS.min} to ${RESPONSE_RETENTION_DAYS.max} days.`}
          error={error}
          className="max-w-xs"
        />
      ) : null}
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Saving…" variant="outline">
          Save retention
        </SubmitButton>
      </div>
    </form>
  );
}
