import type { QuestionSummary } from '@core/api/responses';
import type { Question } from '@core/form/definition';
import { ChartFigure } from '@/components/ui/chart-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StackedBar } from '@/components/ui/stacked-bar';
import { countLabel, formatNumber, summaryKind } from '../lib/summary-data';
import { GridSummary, RankingSummary, RecentSummary } from './text-summaries';
import { EMPTY_FILTERS, type ResponseFilters } from '../lib/filters';
import { LazyCountBarChart } from './lazy-charts';
import { QuestionTrend } from './question-trend';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

export interface QuestionSummaryCardProps {
  summary: QuestionSummary;
  /** The question as the form defines it (labels, order of rows and columns), when still there. */
  question?: Question;
  /** For links to uploaded files. */
  formId: string;
  /** The page's filters, for the answers over time. */
  filters?: ResponseFilters;
}

type SummaryProps = Omit<QuestionSummaryCardProps, 'formId' | 'filters'>;

/** One question's card: the right figure for its type, or a note when nobody answered it. */
export function QuestionSummaryCard({
  summary,
  question,
  formId,
  filters = EMPTY_FILTERS,
}: QuestionSummaryCardProps) {
  const kind = summaryKind(summary);
  const answered = summary.answered;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-base">{summary.title}</CardTitle>
        <CardDescription>
          {/* A question an edit removed keeps its answers, marked (issue 30). */}
          {summary.removedIn === undefined
            ? t(m.answerCount, { count: answered })
            : t(m.answerCountRemoved, { count: answered, version: String(summary.removedIn) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {answered === 0 ? (
          <p className="text-sm text-muted-foreground">{t(m.noAnswersYet)}</p>
        ) : kind === 'nps' ? (
          <NpsSummary summary={summary} question={question} />
        ) : kind === 'numeric' ? (
          <NumericSummary summary={summary} question={question} />
        ) : kind === 'choice' ? (
          <ChoiceSummary summary={summary} question={question} />
        ) : kind === 'grid' ? (
          <GridSummary summary={summary} question={question} />
        ) : kind === 'ranking' ? (
          <RankingSummary summary={summary} />
        ) : (
          <RecentSummary summary={summary} formId={formId} />
        )}
        {answered > 0 ? (
          <QuestionTrend
            formId={formId}
            questionId={summary.questionId}
            title={summary.title}
            filters={filters}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The counts as the server sends them: every choice of the question in its order (those nobody
 * picked at 0, a scale's every point), then values it no longer offers.
 */
function countRows(summary: QuestionSummary, question?: Question) {
  return (summary.counts ?? []).map((row) => ({
    label: countLabel(row, question),
    count: row.count,
    percent: row.percent,
  }));
}

function ChoiceSummary({ summary, question }: SummaryProps) {
  const rows = countRows(summary, question);
  return (
    <ChartFigure
      label={t(m.answersTo, { title: summary.title })}
      height={Math.max(120, rows.length * 36 + 40)}
      data={{
        columns: [t(m.columnAnswer), t(m.columnResponses), t(m.columnPercent)],
        rows: rows.map((r) => [r.label, r.count, `${r.percent}%`]),
      }}
      chart={<LazyCountBarChart data={rows} />}
    />
  );
}

function Stats({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="mb-4 grid grid-cols-3 gap-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-subtle p-3">
          <dt className="text-xs text-muted-foreground">{item.label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Distribution({ summary, question }: SummaryProps) {
  const rows = countRows(summary, question);
  return (
    <ChartFigure
      label={t(m.distributionOf, { title: summary.title })}
      height={200}
      data={{
        columns: [t(m.columnValue), t(m.columnResponses), t(m.columnPercent)],
        rows: rows.map((r) => [r.label, r.count, `${r.percent}%`]),
      }}
      chart={<LazyCountBarChart data={rows} orientation="vertical" />}
    />
  );
}

function NumericSummary({ summary, question }: SummaryProps) {
  return (
    <>
      <Stats
        items={[
          { label: t(m.average), value: formatNumber(summary.average) },
          { label: t(m.lowest), value: formatNumber(summary.min) },
          { label: t(m.highest), value: formatNumber(summary.max) },
        ]}
      />
      <Distribution summary={summary} question={question} />
    </>
  );
}

function NpsSummary({ summary, question }: SummaryProps) {
  const nps = summary.nps;
  if (!nps) return null;
  const groups = [
    { label: t(m.promoters), range: '9–10', percent: nps.promoters, className: 'bg-success' },
    {
      label: t(m.passives),
      range: '7–8',
      percent: nps.passives,
      className: 'bg-muted-foreground',
    },
    { label: t(m.detractors), range: '0–6', percent: nps.detractors, className: 'bg-destructive' },
  ];
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-2">
        <p className="grid">
          <span className="text-xs text-muted-foreground">{t(m.netPromoterScore)}</span>
          <span className="text-5xl font-bold tracking-tight tabular-nums">
            {formatNumber(nps.score)}
          </span>
        </p>
        <p className="pb-2 text-sm text-muted-foreground">
          {t(m.averageValue, { value: formatNumber(summary.average) })}
        </p>
      </div>
      <StackedBar segments={groups} className="mb-3" />
      <table className="mb-4 w-full text-sm">
        <caption className="sr-only">{t(m.npsGroupsCaption)}</caption>
        <tbody>
          {groups.map((g) => (
            <tr key={g.label}>
              <th scope="row" className="py-1 text-left font-normal">
                <span className={`mr-2 inline-block size-2.5 rounded-full ${g.className}`} />
                {tRich(m.segmentWithRange, {
                  segment: g.label,
                  range: g.range,
                  muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
                })}
              </th>
              <td className="py-1 text-right font-medium tabular-nums">
                {t(m.percentValue, { percent: String(g.percent) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Distribution summary={summary} question={question} />
    </>
  );
}
