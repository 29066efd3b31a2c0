import type { Question } from '@core/form/definition';
import { FunnelX, Inbox } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useFormSummary } from '../api/use-responses';
import { EMPTY_FILTERS, hasActiveFilters, noMatchHint, type ResponseFilters } from '../lib/filters';
import { completionRate, formatPercent } from '../lib/funnel';
import { CrosstabCard } from './crosstab-card';
import { FunnelCard } from './funnel-card';
import { QuestionSummaryCard } from './question-summary-card';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

/** The form at a glance: totals, the completion funnel and one card per question. */
export function SummaryTab({
  formId,
  questions,
  filters = EMPTY_FILTERS,
}: {
  formId: string;
  questions: readonly Question[];
  /** The filter bar's dates and answer conditions (its text search is for the table). */
  filters?: ResponseFilters;
}) {
  const summary = useFormSummary(formId, filters);
  const filtered = hasActiveFilters({ ...filters, q: '' });
  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);

  if (summary.isPending) {
    return (
      <div role="status" aria-label={t(m.summaryLoading)} className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-64 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (summary.isError) {
    return (
      <ErrorState
        headingLevel="h2"
        title={t(m.summaryLoadError)}
        description={t(m.checkConnection)}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }

  const { totalResponses, funnel, questions: summaries } = summary.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <h2 className="sr-only">{t(m.summaryHeading)}</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Stat
          label={filtered ? t(m.matchingResponses) : t(m.responsesStat)}
          value={String(totalResponses)}
        />
        <Stat label={t(m.completionRate)} value={formatPercent(completionRate(funnel))} />
        <Stat label={t(m.viewsStat)} value={String(funnel.views)} className="hidden sm:block" />
      </dl>
      <FunnelCard funnel={funnel} />
      {totalResponses === 0 && filtered ? (
        <EmptyState
          headingLevel="h3"
          icon={FunnelX}
          title={t(m.noMatchTitle)}
          description={noMatchHint(filters)}
        />
      ) : totalResponses === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={Inbox}
          title={t(m.noResponsesTitle)}
          description={t(m.noResponsesDescription)}
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          {summaries.map((s) => (
            <QuestionSummaryCard
              key={s.questionId}
              summary={s}
              question={byId.get(s.questionId)}
              formId={formId}
              filters={filters}
            />
          ))}
        </div>
      )}
      {totalResponses > 0 ? (
        <CrosstabCard formId={formId} questions={questions} filters={filters} />
      ) : null}
    </div>
  );
}

function Stat({ label, value, className }: { label: string; value: string; className?: string }) {
  // A card look on the dt/dd group itself: a <dl> allows only one wrapping <div> per group.
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm',
        className,
      )}
    >
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
