import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@core/api/admin';
import { Card } from '@/components/ui/card';
import { ChartFigure } from '@/components/ui/chart-figure';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDayUtc } from '@/lib/format-date';
import { overviewQuery } from '../../api/admin-api';
import { formatCount } from '../../lib/format';
import { DailyBars } from './daily-bars';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../../messages';

const COUNTS: readonly { key: keyof Omit<AdminOverview, 'daily'>; label: string }[] = [
  { key: 'users', label: m.countUsers },
  { key: 'forms', label: m.countForms },
  { key: 'publishedForms', label: m.countPublishedForms },
  { key: 'responsesToday', label: m.countResponsesToday },
  { key: 'responses30Days', label: m.countResponses30Days },
  { key: 'proSubscribers', label: m.countProSubscribers },
  { key: 'mailsWaiting', label: m.countMailsWaiting },
  { key: 'failedWebhooks', label: m.countFailedWebhooks },
];

function OverviewSkeleton() {
  return (
    <div>
      <Spinner size="sm" label={t(m.loadingOverview)} className="sr-only" />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-hidden="true">
        {COUNTS.map(({ key }) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="mt-8 h-56" />
    </div>
  );
}

function Counts({ overview }: { overview: AdminOverview }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {COUNTS.map(({ key, label }) => (
        <Card key={key} className="flex flex-col-reverse justify-end gap-1 p-4">
          <dt className="text-sm text-muted-foreground">{t(label)}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatCount(overview[key])}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Series({
  overview,
  field,
  title,
  colorClass,
}: {
  overview: AdminOverview;
  field: 'responses' | 'newUsers';
  title: string;
  colorClass: string;
}) {
  const total = overview.daily.reduce((sum, day) => sum + day[field], 0);
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mb-2 text-sm text-muted-foreground">
        {t(m.seriesTotal, { total: formatCount(total) })}
      </p>
      <ChartFigure
        label={t(m.seriesLabel, { title })}
        height={160}
        chart={
          <DailyBars
            colorClass={colorClass}
            points={overview.daily.map((day) => ({ date: day.date, value: day[field] }))}
          />
        }
        data={{
          columns: [t(m.columnDay), title],
          rows: overview.daily.map((day) => [formatDayUtc(day.date), day[field]]),
        }}
      />
    </Card>
  );
}

/** /admin: how the service is doing, in counts and the last 30 days. */
export function OverviewSection() {
  useDocumentTitle(t(m.overviewDocumentTitle));
  const overview = useQuery(overviewQuery);

  return (
    <>
      <PageHeader title={t(m.sectionOverview)} description={t(m.overviewDescription)} />
      {overview.isPending ? <OverviewSkeleton /> : null}
      {overview.isError && !overview.data ? (
        <ErrorState
          title={t(m.overviewLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : null}
      {overview.data ? (
        <div className="flex flex-col gap-8">
          <Counts overview={overview.data} />
          <div className="grid gap-6 xl:grid-cols-2">
            <Series
              overview={overview.data}
              field="responses"
              title={t(m.responsesPerDay)}
              colorClass="fill-primary"
            />
            <Series
              overview={overview.data}
              field="newUsers"
              title={t(m.newUsersPerDay)}
              colorClass="fill-success"
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
