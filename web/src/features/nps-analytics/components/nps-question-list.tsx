import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { t } from '@/lib/app-messages/app-messages';
import { formatScore, formatShare, type NpsQuestion } from '../lib/nps-data';
import { npsAnalyticsMessages as m } from '../messages';

/** Every NPS question in scope: form, question, score, shares and answers. */
export function NpsQuestionList({ questions }: { questions: readonly NpsQuestion[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t(m.byQuestionTitle)}</CardTitle>
        <CardDescription>{t(m.byQuestionDescription)}</CardDescription>
      </CardHeader>
      <CardContent>
        <div
          role="region"
          aria-label={t(m.byQuestionTable)}
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">{t(m.byQuestionTable)}</caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t(m.columnQuestion)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t(m.columnScore)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t(m.columnPromoters)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t(m.columnPassives)}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t(m.columnDetractors)}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  {t(m.columnAnswers)}
                </th>
              </tr>
            </thead>
            <tbody>
              {questions.map((q) => (
                <tr
                  key={`${q.formId}/${q.questionId}`}
                  className="border-b border-border last:border-0"
                >
                  <th scope="row" className="py-2.5 pr-3 text-left font-normal">
                    <span className="block font-medium">{q.questionTitle}</span>
                    <Link
                      href={`/forms/${encodeURIComponent(q.formId)}/responses?tab=summary`}
                      className="rounded-sm text-xs text-primary underline-offset-4 hover:underline"
                    >
                      <span className="sr-only">{t(m.formPrefix)}</span>
                      {q.formTitle}
                    </Link>
                  </th>
                  <td className="px-3 py-2.5 text-right text-base font-semibold tabular-nums">
                    {formatScore(q.score)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatShare(q.promoters, q.answers)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatShare(q.passives, q.answers)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatShare(q.detractors, q.answers)}
                  </td>
                  <td className="py-2.5 pl-3 text-right tabular-nums">{q.answers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
