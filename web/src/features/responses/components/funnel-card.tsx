import type { FormSummaryResponse } from '@core/api/responses';
import { ArrowDown } from 'lucide-react';
import { ChartFigure } from '@/components/ui/chart-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent, funnelSteps } from '../lib/funnel';
import { PageDropOff, QuestionDropOff } from './page-drop-off';

/**
 * Views → starts → completions as bars, with the share lost at each step; for a multi-page form,
 * where people stopped, page by page; and question by question.
 */
export function FunnelCard({ funnel }: { funnel: FormSummaryResponse['funnel'] }) {
  const steps = funnelSteps(funnel);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Completion funnel</CardTitle>
        <CardDescription>
          How many people saw the form, answered a first question, and submitted it.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ChartFigure
          label="Completion funnel: people at each step and the drop-off from the step before"
          data={{
            columns: ['Step', 'People', 'Drop-off from previous step'],
            rows: steps.map((s) => [s.label, s.count, formatPercent(s.dropOff)]),
          }}
          chart={
            <ol className="grid h-full content-start gap-1">
              {steps.map((step, index) => (
                <li key={step.key} className="grid gap-1">
                  {index > 0 ? (
                    <p className="flex items-center gap-1 text-xs text-muted-foreground">
                      <ArrowDown className="size-3" />
                      {formatPercent(step.dropOff)} drop-off
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
