import { Gauge } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChartFigure } from '@/components/ui/chart-figure';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { useNps } from '../api/use-nps';
import {
  combineTrends,
  formatPeriod,
  formatScore,
  formsIn,
  type NpsInterval,
  type NpsResponse,
} from '../lib/nps-data';
import { npsAnalyticsMessages as m } from '../messages';
import { LazyNpsTrendChart } from './lazy-charts';
import { NpsBreakdown } from './nps-breakdown';
import { NpsComments } from './nps-comments';
import { NpsQuestionList } from './nps-question-list';

/**
 * /nps-analytics: the Net Promoter Score across the user's forms (or one form), per question and
 * over time. The unfiltered answer lists the forms for the filter; a chosen form is read on its own.
 */
export function NpsAnalyticsPage() {
  useDocumentTitle(t(m.pageTitle));
  const [interval, setTrendInterval] = useState<NpsInterval>('month');
  const [formId, setFormId] = useState('');
  const all = useNps(interval);
  const one = useNps(interval, formId);
  const shown = formId ? one : all;
  const forms = useMemo(() => formsIn(all.data?.questions ?? []), [all.data]);

  let body;
  if (all.isPending || shown.isPending) {
    body = (
      <div role="status" aria-label={t(m.loading)} className="grid gap-6">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  } else if (all.isError || shown.isError) {
    const retry = () => void (all.isError ? all.refetch() : shown.refetch());
    body = (
      <ErrorState
        title={t(m.loadError)}
        description={t(m.loadErrorDescription)}
        onRetry={retry}
        retrying={all.isFetching || shown.isFetching}
      />
    );
  } else if (all.data.questions.length === 0) {
    body = <NoNpsQuestions />;
  } else {
    body = <NpsReport data={shown.data} interval={interval} busy={shown.isPlaceholderData} />;
  }

  const hasQuestions = (all.data?.questions.length ?? 0) > 0;
  return (
    <PageContainer>
      <PageHeader title={t(m.pageTitle)} description={t(m.pageDescription)} />
      {hasQuestions ? (
        <Controls
          forms={forms}
          formId={formId}
          onFormChange={setFormId}
          interval={interval}
          onIntervalChange={setTrendInterval}
        />
      ) : null}
      {body}
    </PageContainer>
  );
}

function NoNpsQuestions() {
  return (
    <EmptyState
      icon={Gauge}
      title={t(m.emptyTitle)}
      description={
        <>
          <p>{tRich(m.emptyDescription, { strong: (chunks) => <strong>{chunks}</strong> })}</p>
        </>
      }
      action={
        <>
          <Button asChild>
            <Link href="/forms/new">{t(m.createForm)}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/dashboard">{t(m.goToDashboard)}</Link>
          </Button>
        </>
      }
    />
  );
}

function Controls({
  forms,
  formId,
  onFormChange,
  interval,
  onIntervalChange,
}: {
  forms: { id: string; title: string }[];
  formId: string;
  onFormChange: (id: string) => void;
  interval: NpsInterval;
  onIntervalChange: (interval: NpsInterval) => void;
}) {
  const id = useId();
  const intervals: { value: NpsInterval; label: string }[] = [
    { value: 'month', label: t(m.intervalMonth) },
    { value: 'week', label: t(m.intervalWeek) },
  ];
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid w-full gap-2 sm:max-w-xs">
        <Label htmlFor={`${id}-form`}>{t(m.formLabel)}</Label>
        <NativeSelect
          id={`${id}-form`}
          value={formId}
          onChange={(e) => onFormChange(e.target.value)}
        >
          <option value="">{t(m.allForms)}</option>
          {forms.map((form) => (
            <option key={form.id} value={form.id}>
              {form.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <span id={`${id}-interval`} className="text-sm leading-none font-medium">
          {t(m.trendBy)}
        </span>
        <div
          role="group"
          aria-labelledby={`${id}-interval`}
          className="inline-flex w-fit rounded-lg border border-border p-0.5"
        >
          {intervals.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={interval === option.value}
              onClick={() => onIntervalChange(option.value)}
              className={cn(
                'h-8 rounded-md px-3 text-sm font-medium transition-colors duration-(--duration-fast)',
                interval === option.value
                  ? 'bg-primary-soft text-primary-soft-foreground'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function NpsReport({
  data,
  interval,
  busy,
}: {
  data: NpsResponse;
  interval: NpsInterval;
  busy: boolean;
}) {
  const { overall, questions } = data;
  const trend = useMemo(() => combineTrends(questions, interval), [questions, interval]);
  return (
    <div
      aria-busy={busy || undefined}
      className={cn(
        'grid grid-cols-1 gap-6 transition-opacity lg:grid-cols-2',
        busy && 'opacity-70',
      )}
    >
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">{t(m.overallTitle)}</CardTitle>
          <CardDescription>
            {questions.length > 1
              ? t(m.overallAnswersAcross, {
                  answers: overall.answers,
                  questions: questions.length,
                })
              : t(m.overallAnswers, { answers: overall.answers })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="grid">
            <span className="sr-only">{t(m.scoreLabel)}</span>
            <span className="text-6xl font-bold tracking-tight tabular-nums">
              {formatScore(overall.score)}
            </span>
            {overall.score === null ? (
              <span className="text-sm text-muted-foreground">{t(m.noScoreYet)}</span>
            ) : null}
          </p>
          <NpsBreakdown shares={overall} caption={t(m.overallBreakdownCaption)} />
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle as="h2">{t(m.trendTitle)}</CardTitle>
          <CardDescription>{t(m.trendDescription, { interval })}</CardDescription>
        </CardHeader>
        <CardContent>
          {trend.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(m.noTrend)}</p>
          ) : (
            <ChartFigure
              label={t(m.trendChartLabel, { interval })}
              height={240}
              data={{
                columns: [t(m.trendColumnPeriod), t(m.trendColumnScore), t(m.trendColumnAnswers)],
                rows: trend.map((p) => [
                  formatPeriod(p.period, interval),
                  formatScore(p.score),
                  p.answers,
                ]),
              }}
              chart={<LazyNpsTrendChart points={trend} interval={interval} />}
            />
          )}
        </CardContent>
      </Card>

      <div className="min-w-0 lg:col-span-2">
        <NpsQuestionList questions={questions} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <NpsComments questions={questions} />
      </div>
    </div>
  );
}
