import type { FormSummaryResponse } from '@core/api/responses';
import { ArrowDown } from 'lucide-react';
import { ChartFigure } from '@/components/ui/chart-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent, funnelSteps } from '../lib/funnel';
import { PageDropOff, QuestionDropOff } from './page-drop-off';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

/**
 * Views → starts → completions as bars, with the share lost at each step; for a multi-page form,
 * where people stopped, page by page; and question by question.
 */
export function FunnelCard({ funnel }: { funnel: FormSummaryResponse['funnel'] }) {
  const steps = funnelSteps(funnel);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(m.funnelTitle)}</CardTitle>
        <CardDescription>{t(m.funnelDescription)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ChartFigure
          label={t(m.funnelLabel)}
          data={{
            columns: [t(m.funnelStep), t(m.funnelPeople), t(m.funnelDropOffColumn)],
            rows: steps.map((s) => [s.label, s.count, formatPercent(s.dropOff)]),
          }}
          chart={
            <ol className="grid h-full content-start gap-1">
              {steps.map((step, index) => (
                <li key={step.key} className="grid gap-1">
                  {index > 0 ? (
                    <p className="flex items-center gap-1 text-xs text-muted-foreground">
                      <ArrowDown className="size-3" />
                      {t(m.funnelDropOff, { percent: formatPercent(step.dropOff) })}
                    </p>
                  ) : null}
                  <div className="flex items-center gap-3">
                    <span className="w-24 shrink-0 text-sm font-medium">{step.label}</span>
                    <div className="h-6 flex-1 overflow-hidden rounded-md bg-muted">
                      <div
                        className="h-full rounded-md bg-primary"
                        style={{ width: `${step.ofTop ?? 0}%` }}
                      />
                    </div>
                    <span className="w-14 shrink-0 text-right text-sm tabular-nums">
                      {step.count}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          }
        />
        {/* The server sends pages only for a multi-page form; one page would repeat the steps. */}
        {funnel.pages.length > 1 ? <PageDropOff pages={funnel.pages} /> : null}
        {/* And for a form of two questions or more, question by question. */}
        {funnel.questions.length > 1 ? <QuestionDropOff questions={funnel.questions} /> : null}
      </CardContent>
    </Card>
  );
}
