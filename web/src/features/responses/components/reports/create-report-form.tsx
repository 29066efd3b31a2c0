import {
  MAX_REPORT_CROSSTABS,
  MAX_REPORT_NAME,
  type CreateReportResponse,
} from '@core/api/shared-reports';
import type { Question } from '@core/form/definition';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { useCreateReport } from '../../api/reports-api';
import { reportFiltersOf, type ResponseFilters } from '../../lib/filters';
import { crossableQuestions, QuestionOptions } from '../crosstab-card';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../../messages';

interface Pair {
  row: string;
  column: string;
}

/** The comparisons with both questions chosen, each pair once. */
function chosenPairs(pairs: readonly Pair[]): Pair[] {
  const seen = new Set<string>();
  return pairs.filter(({ row, column }) => {
    const key = `${row}\u0000${column}`;
    if (!row || !column || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface CreateReportFormProps {
  formId: string;
  filters: ResponseFilters;
  questions: readonly Question[];
  onCreated: (created: CreateReportResponse) => void;
}

/** Names a report of the current filters; free text is left out unless asked for. */
export function CreateReportForm({ formId, filters, questions, onCreated }: CreateReportFormProps) {
  const create = useCreateReport(formId);
  const textsId = useId();
  const pairId = useId();
  const candidates = useMemo(() => crossableQuestions(questions), [questions]);
  const [pairs, setPairs] = useState<Pair[]>([{ row: '', column: '' }]);
  const setPair = (index: number, key: keyof Pair, value: string) =>
    setPairs((all) => all.map((pair, i) => (i === index ? { ...pair, [key]: value } : pair)));
  const [name, setName] = useState('');
  const [includeTexts, setIncludeTexts] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(t(m.reportNameRequired));
      return;
    }
    setError(undefined);
    create.mutate(
      {
        name: trimmed,
        filters: reportFiltersOf(filters),
        includeTexts,
        // A cross-tab needs both of its questions; one half chosen adds none.
        ...(chosenPairs(pairs).length > 0 ? { crosstabs: chosenPairs(pairs) } : {}),
      },
      {
        onSuccess: (created) => {
          setName('');
          onCreated(created);
        },
        onError: (failure) =>
          setError(
            fieldMessagesOf(failure).name ?? serverMessageOf(failure) ?? t(m.reportShareError),
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label={t(m.reportName)}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={MAX_REPORT_NAME}
        hint={t(m.reportNameHint)}
        error={error}
        autoComplete="off"
      />
      {candidates.length > 0 ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">{t(m.reportCompare)}</legend>
          {pairs.map((pair, index) => (
            <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              {(['row', 'column'] as const).map((key) => {
                const number = String(index + 1);
                const label =
                  index === 0
                    ? t(key === 'row' ? m.compareRows : m.compareColumns)
                    : t(key === 'row' ? m.pairRowsNumbered : m.pairColumnsNumbered, { number });
                return (
                  <div key={key} className="grid gap-2">
                    <Label htmlFor={`${pairId}-${index}-${key}`}>{label}</Label>
                    <NativeSelect
                      id={`${pairId}-${index}-${key}`}
                      value={pair[key]}
                      onChange={(e) => setPair(index, key, e.target.value)}
                    >
                      <option value="">{t(m.none)}</option>
                      <QuestionOptions questions={candidates} />
                    </NativeSelect>
                  </div>
                );
              })}
              {index > 0 ? (
                <Button
                  type="button"
                  variant="ghost"
                  onClick={() => setPairs((all) => all.filter((_, i) => i !== index))}
                >
                  {t(m.removeComparison, { number: String(index + 1) })}
                </Button>
              ) : (
                <span aria-hidden="true" />
              )}
            </div>
          ))}
          {pairs.length < MAX_REPORT_CROSSTABS ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => setPairs((all) => [...all, { row: '', column: '' }])}
            >
              {t(m.addComparison)}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex items-start gap-2">
        <Checkbox
          id={textsId}
          checked={includeTexts}
          onChange={(e) => setIncludeTexts(e.target.checked)}
          className="mt-1"
        />
        <label htmlFor={textsId} className="text-sm">
          {t(m.includeTexts)}
          <span className="block text-muted-foreground">{t(m.includeTextsHint)}</span>
        </label>
      </div>
      <p className="text-sm text-muted-foreground">{t(m.reportScope)}</p>
      <SubmitButton pending={create.isPending} pendingLabel={t(m.sharing)}>
        {t(m.createLink)}
      </SubmitButton>
    </form>
  );
}
