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

const COUNTS: readonly { key: keyof Omit<AdminOverview, 'daily'>; label: string }[] = [
  { key: 'users', label: 'Users' },
  { key: 'forms', label: 'Forms' },
  { key: 'publishedForms', label: 'Published forms' },
  { key: 'responsesToday', label: 'Responses today' },
  { key: 'responses30Days', label: 'Responses, last 30 days' },
  { key: 'proSubscribers', label: 'Pro subscribers' },
  { key: 'mailsWaiting', label: 'Mails waiting to be sent' },
  { key: 'failedWebhooks', label: 'Failed webhook deliveries' },
];

function OverviewSkeleton() {
  return (
    <div>
      <Spinner size="sm" label="Loading the overview…" className="sr-only" />
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
          <dt className="text-sm text-muted-foreground">{label}</dt>
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
      <p className="mb-2 text-sm text-muted-foreground">{formatCount(total)} in the last 30 days</p>
      <ChartFigure
        label={`${title}, last 30 days`}
        height={160}
        chart={
          <DailyBars
            colorClass={colorClass}
            points={overview.daily.map((day) => ({ date: day.date, value: day[field] }))}
          />
        }
        data={{
          columns: ['Day', title],
          rows: overview.daily.map((day) => [formatDayUtc(day.date), day[field]]),
        }}
      />
    </Card>
  );
}

/** /admin: how the service is doing, in counts and the last 30 days. */
export function OverviewSection() {
  useDocumentTitle('Admin · Overview');
  const overview = useQuery(overviewQuery);

  return (
    <>
      <PageHeader title="Overview" description="How the service is doing today and this month." />
      {overview.isPending ? <OverviewSkeleton /> : null}
      {overview.isError && !overview.data ? (
        <ErrorState
          title="Couldn't load the overview"
          description="Check your connection and try again."
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
              title="Responses per day"
              colorClass="fill-primary"
            />
            <Series
              overview={overview.data}
              field="newUsers"
              title="New users per day"
              colorClass="fill-success"
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
