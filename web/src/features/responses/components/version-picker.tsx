import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formVersionsQueryKey, parseFormVersions } from '@/lib/forms-api';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

export interface VersionPickerProps {
  formId: string;
  /** The version read, or null for all versions. */
  value: number | null;
  onChange: (version: number | null) => void;
}

const ALL = 'all';

/**
 * Which published version the table, the summary and the exports read (issue 30): "All versions"
 * (the default) or one "Version n" of the form's history, newest first. A version in the address
 * that the history does not list (yet) stays selectable, so a bookmarked view reads as it was.
 */
export function VersionPicker({ formId, value, onChange }: VersionPickerProps) {
  const id = useId();
  const versions = useQuery({
    queryKey: formVersionsQueryKey(formId),
    select: parseFormVersions,
  });
  const numbers = versions.data?.map((v) => v.number) ?? [];
  if (value !== null && !numbers.includes(value)) numbers.push(value);
  numbers.sort((a, b) => b - a);
  const responsesIn = new Map(versions.data?.map((v) => [v.number, v.responseCount]));

  let note: ReactNode = null;
  if (versions.isPending) note = <span role="status">{t(m.versionsLoading)}</span>;
  else if (versions.isError) {
    note = (
      <>
        {t(m.versionsLoadError)}
        <Button
          variant="link"
          onClick={() => void versions.refetch()}
          disabled={versions.isFetching}
        >
          {t(m.reloadVersions)}
        </Button>
      </>
    );
  } else if (versions.data.length === 0) note = t(m.noVersions);

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Label htmlFor={`${id}-version`}>{t(m.formVersion)}</Label>
      <NativeSelect
        id={`${id}-version`}
        className="w-auto min-w-44"
        value={value === null ? ALL : String(value)}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(e) => onChange(e.target.value === ALL ? null : Number(e.target.value))}
      >
        <option value={ALL}>{t(m.allVersions)}</option>
        {numbers.map((n) => {
          const count = responsesIn.get(n);
          return (
            <option key={n} value={String(n)}>
              {count === undefined
                ? t(m.versionOption, { number: String(n) })
                : t(m.versionOptionWithCount, { number: String(n), count })}
            </option>
          );
        })}
      </NativeSelect>
      {note ? (
        <p id={`${id}-note`} className="flex items-center gap-2 text-sm text-muted-foreground">
          {note}
        </p>
      ) : null}
    </div>
  );
}
