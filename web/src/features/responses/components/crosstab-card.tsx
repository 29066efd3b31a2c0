import { crosstabResponseSchema, type CrosstabResponse } from '@core/api/crosstab';
import type { Question } from '@core/form/definition';
import { getQuestionType } from '@core/question-types/registry';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { StackedBar } from '@/components/ui/stacked-bar';
import { getJson } from '@/lib/api-client';
import { RESPONSES_STALE_MS } from '../api/use-responses';
import { type ResponseFilters, summaryParams } from '../lib/filters';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

/** Choices and scores: answers that fall into a handful of values. */
const CROSSABLE = new Set(['counts', 'selections', 'numbers']);

/** The questions a cross-tab can read, in form order. */
export const crossableQuestions = (questions: readonly Question[]): Question[] =>
  questions.filter((q) => CROSSABLE.has(getQuestionType(q.type).summary));

/** The questions a comparison can use, as a select's options. */
export function QuestionOptions({ questions }: { questions: readonly Question[] }) {
  return questions.map((q) => (
    <option key={q.id} value={q.id}>
      {q.title || t(m.untitledQuestion)}
    </option>
  ));
}

/** Colours for the columns' shares, repeated past five. */
const SHADES = [
  'bg-primary',
  'bg-success',
  'bg-destructive',
  'bg-muted-foreground',
  'bg-secondary-foreground',
];

function crosstabPath(
  formId: string,
  row: string,
  column: string,
  filters: ResponseFilters,
  csv = false,
) {
  const params = summaryParams(filters);
  params.set('row', row);
  params.set('column', column);
  return `/api/forms/${encodeURIComponent(formId)}/crosstab${csv ? '.csv' : ''}?${params.toString()}`;
}

/**
 * "Compare two questions": how the answers to one question split by the answers to another, as
 * a table (counts and the share of each row) and a bar per row, under the page's filters, with
 * the same table as CSV.
 */
export function CrosstabCard({
  formId,
  questions,
  filters,
}: {
  formId: string;
  questions: readonly Question[];
  filters: ResponseFilters;
}) {
  const id = useId();
  const candidates = useMemo(() => crossableQuestions(questions), [questions]);
  const [row, setRow] = useState(candidates[0]?.id ?? '');
  const [column, setColumn] = useState(candidates[1]?.id ?? candidates[0]?.id ?? '');
  if (candidates.length === 0) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{t(m.compareTitle)}</CardTitle>
        <CardDescription>{t(m.compareDescription)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ['row', m.compareRows, row, setRow],
              ['column', m.compareColumns, column, setColumn],
            ] as const
          ).map(([key, label, value, set]) => (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`${id}-${key}`}>{t(label)}</Label>
              <NativeSelect id={`${id}-${key}`} value={value} onChange={(e) => set(e.target.value)}>
                <QuestionOptions questions={candidates} />
              </NativeSelect>
            </div>
          ))}
        </div>
        <CrosstabBody formId={formId} row={row} column={column} filters={filters} />
      </CardContent>
    </Card>
  );
}

function CrosstabBody({
  formId,
  row,
  column,
  filters,
}: {
  formId: string;
  row: string;
  column: string;
  filters: ResponseFilters;
}) {
  const url = crosstabPath(formId, row, column, filters);
  const table = useQuery({
    queryKey: [`/api/forms/${encodeURIComponent(formId)}/crosstab`, url] as const,
    queryFn: ({ signal }) => getJson(url, { on401: 'throw', signal }),
    select: (data: unknown): CrosstabResponse => crosstabResponseSchema.parse(data),
    staleTime: RESPONSES_STALE_MS,
    placeholderData: keepPreviousData,
  });
  if (table.isPending) {
    return (
      <div role="status" aria-label={t(m.compareLoading)}>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (table.isError) {
    return (
      <ErrorState
        headingLevel="h3"
        title={t(m.compareLoadError)}
        description={t(m.checkConnection)}
        onRetry={() => void table.refetch()}
        retrying={table.isFetching}
      />
    );
  }
  const data = table.data;
  if (data.total === 0) {
    return <p className="text-sm text-muted-foreground">{t(m.compareNone)}</p>;
  }
  const columns = data.columnTotals;
  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">
            {t(m.compareCaption, { row: data.row.title, column: data.column.title })}
          </caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                {data.row.title}
              </th>
              {columns.map((c) => (
                <th key={c.value} scope="col" className="px-2 py-2 text-right font-medium">
                  {c.value}
                </th>
              ))}
              <th scope="col" className="py-2 pl-2 text-right font-medium">
                {t(m.total)}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rowTotals.map((r) => (
              <tr key={r.value} className="border-b border-border last:border-0">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {r.value}
                </th>
                {data.cells
                  .filter((cell) => cell.row === r.value)
                  .map((cell) => (
                    <td key={cell.column} className="px-2 py-2 text-right">
                      {cell.count}
                      <span className="ml-1 text-xs text-muted-foreground">
                        {t(m.cellShare, { percent: String(cell.percent) })}
                      </span>
                    </td>
                  ))}
                <td className="py-2 pl-2 text-right font-medium">{r.count}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-border">
              <th scope="row" className="py-2 pr-3 text-left font-medium">
                {t(m.total)}
              </th>
              {columns.map((c) => (
                <td key={c.value} className="px-2 py-2 text-right font-medium">
                  {c.count}
                </td>
              ))}
              <td className="py-2 pl-2 text-right font-semibold">{data.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {/* The same shares as bars, one per row (the table above is what assistive technology reads). */}
      <div className="grid gap-2" aria-hidden="true">
        {data.rowTotals.map((r) => (
          <div
            key={r.value}
            className="grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-3 text-xs"
          >
            <span className="truncate text-muted-foreground">{r.value}</span>
            <StackedBar
              segments={data.cells
                .filter((cell) => cell.row === r.value)
                .map((cell, i) => ({
                  label: cell.column,
                  percent: cell.percent,
                  className: SHADES[i % SHADES.length]!,
                }))}
            />
          </div>
        ))}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {columns.map((c, i) => (
            <span key={c.value} className="inline-flex items-center gap-1">
              <span className={`inline-block size-2.5 rounded-full ${SHADES[i % SHADES.length]}`} />
              {c.value}
            </span>
          ))}
        </p>
      </div>
      <div>
        <Button asChild variant="outline" size="sm">
          <a href={crosstabPath(formId, row, column, filters, true)} download>
            <Download aria-hidden="true" />
            {t(m.downloadComparison)}
          </a>
        </Button>
      </div>
    </div>
  );
}
