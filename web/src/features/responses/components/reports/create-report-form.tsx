import { MAX_REPORT_NAME, type CreateReportResponse } from '@core/api/shared-reports';
import { useId, useState, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { useCreateReport } from '../../api/reports-api';
import { reportFiltersOf, type ResponseFilters } from '../../lib/filters';

export interface CreateReportFormProps {
  formId: string;
  filters: ResponseFilters;
  onCreated: (created: CreateReportResponse) => void;
}

/** Names a report of the current filters; free text is left out unless asked for. */
export function CreateReportForm({ formId, filters, onCreated }: CreateReportFormProps) {
  const create = useCreateReport(formId);
  const textsId = useId();
  const [name, setName] = useState('');
  const [includeTexts, setIncludeTexts] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError('Give the report a name');
      return;
    }
    setError(undefined);
    create.mutate(
      { name: trimmed, filters: reportFiltersOf(filters), includeTexts },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
        onError: (failure) =>
          setError(
            fieldMessagesOf(failure).name ??
              serverMessageOf(failure) ??
              "Couldn't share the report. Check your connection and try again.",
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label="Report name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={MAX_REPORT_NAME}
        hint="Shown at the top of the report, with the form's title."
        error={error}
        autoComplete="off"
      />
      <div className="flex items-start gap-2">
        <Checkbox
          id={textsId}
          checked={includeTexts}
          onChange={(e) => setIncludeTexts(e.target.checked)}
          className="mt-1"
        />
        <label htmlFor={textsId} className="text-sm">
          Include free-text answers
          <span className="block text-muted-foreground">
            The latest short and long text answers. E-mail addresses, phone numbers, files,
            signatures and locations are never shown.
          </span>
        </label>
      </div>
      <p className="text-sm text-muted-foreground">
        The report shows the summary under the current filters: counts, averages and NPS, never
        individual responses.
      </p>
      <SubmitButton pending={create.isPending} pendingLabel="Sharing…">
        Create link
      </SubmitButton>
    </form>
  );
}
