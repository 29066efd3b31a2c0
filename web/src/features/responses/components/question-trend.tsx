import { trendsResponseSchema, type TrendInterval, type TrendsResponse } from '@core/api/trends';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChartFigure } from '@/components/ui/chart-figure';
import { ErrorState } from '@/components/ui/error-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { getJson } from '@/lib/api-client';
import { RESPONSES_STALE_MS } from '../api/use-responses';
import { type ResponseFilters, summaryParams } from '../lib/filters';
import { formatNumber } from '../lib/summary-data';
import { LazyCountBarChart } from './lazy-charts';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

const INTERVALS: { value: TrendInterval; label: string }[] = [
  { value: 'day', label: m.byDay },
  { value: 'week', label: m.byWeek },
  { value: 'month', label: m.byMonth },
];

/** The viewer's zone: periods begin at their midnight, as the dates on screen do. */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function trendsUrl(
  formId: string,
  questionId: string,
  interval: TrendInterval,
  filters: ResponseFilters,
) {
  const params = summaryParams(filters);
  params.set('questionId', questionId);
  params.set('interval', interval);
  params.set('timeZone', viewerZone());
  return `/api/forms/${encodeURIComponent(formId)}/trends?${params.toString()}`;
}

function useQuestionTrend(
  formId: string,
  questionId: string,
  interval: TrendInterval,
  filters: ResponseFilters,
) {
  const url = trendsUrl(formId, questionId, interval, filters);
  return useQuery({
    queryKey: [`/api/forms/${encodeURIComponent(formId)}/trends`, url] as const,
    queryFn: ({ signal }) => getJson(url, { on401: 'throw', signal }),
    select: (data: unknown): TrendsResponse => trendsResponseSchema.parse(data),
    staleTime: RESPONSES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

function periodLabel(period: string, interval: TrendInterval): string {
  const date = new Date(period);
  return interval === 'month'
    ? date.toLocaleDateString(undefined, { month: 'short', year: 'numeric' })
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** The table beside the bars: the count, and the average or the picks per option. */
function tableOf(trend: TrendsResponse) {
  const options = [...new Set(trend.buckets.flatMap((b) => (b.counts ?? []).map((c) => c.value)))];
  const numeric = trend.buckets.some((b) => b.average !== undefined);
  return {
    columns: [
      t(m.trendPeriod),
      t(m.trendAnswers),
      ...(numeric ? [t(m.trendAverage)] : []),
      ...options,
    ],
    rows: trend.buckets.map((b) => [
      periodLabel(b.period, trend.interval),
      b.count,
      ...(numeric ? [formatNumber(b.average ?? null)] : []),
      ...options.map((o) => b.counts?.find((c) => c.value === o)?.count ?? 0),
    ]),
  };
}

/** "Over time": one question's answers per day, week or month, under the page's filters. */
export function QuestionTrend({
  formId,
  questionId,
  title,
  filters,
}: {
  formId: string;
  questionId: string;
  title: string;
  filters: ResponseFilters;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [interval, setPeriod] = useState<TrendInterval>('week');
  return (
    <div className="mt-4 grid gap-3 border-t border-border pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-trend`}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t(m.hideTrend) : t(m.showTrend)}
        </Button>
        {open ? (
          <NativeSelect
            aria-label={t(m.trendPeriodFor, { title })}
            className="w-auto"
            value={interval}
            onChange={(e) => setPeriod(e.target.value as TrendInterval)}
          >
            {INTERVALS.map((i) => (
              <option key={i.value} value={i.value}>
                {t(i.label)}
              </option>
            ))}
          </NativeSelect>
        ) : null}
      </div>
      <div id={`${id}-trend`}>
        {open ? (
          <TrendBody
            formId={formId}
            questionId={questionId}
            title={title}
            interval={interval}
            filters={filters}
          />
        ) : null}
      </div>
    </div>
  );
}

function TrendBody({
  formId,
  questionId,
  title,
  interval,
  filters,
}: {
  formId: string;
  questionId: string;
  title: string;
  interval: TrendInterval;
  filters: ResponseFilters;
}) {
  const trend = useQuestionTrend(formId, questionId, interval, filters);
  if (trend.isPending) {
    return (
      <div role="status" aria-label={t(m.trendLoading)}>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (trend.isError) {
    return (
      <ErrorState
        headingLevel="h3"
        title={t(m.trendLoadError)}
        description={t(m.checkConnection)}
        onRetry={() => void trend.refetch()}
        retrying={trend.isFetching}
      />
    );
  }
  if (trend.data.buckets.length === 0) {
    return <p className="text-sm text-muted-foreground">{t(m.trendEmpty)}</p>;
  }
  const data = trend.data.buckets.map((b) => ({
    label: periodLabel(b.period, trend.data.interval),
    count: b.count,
  }));
  return (
    <ChartFigure
      label={t(m.trendLabel, { title })}
      height={200}
      data={tableOf(trend.data)}
      chart={<LazyCountBarChart data={data} orientation="vertical" />}
    />
  );
}
