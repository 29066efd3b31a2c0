import type { NpsComment } from '@core/api/responses';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatRelativeTime } from '@/lib/format-date';
import { t, tRich } from '@/lib/app-messages/app-messages';
import type { NpsQuestion } from '../lib/nps-data';
import { npsAnalyticsMessages as m } from '../messages';

const SEGMENTS = [
  { key: 'promoters', label: m.promoters, range: '9–10', dot: 'bg-success' },
  { key: 'passives', label: m.passives, range: '7–8', dot: 'bg-muted-foreground' },
  { key: 'detractors', label: m.detractors, range: '0–6', dot: 'bg-destructive' },
] as const;

/**
 * What respondents wrote, per NPS question and segment. The server picks the comment question
 * (the first short or long text question after the NPS question) and the latest few per segment.
 */
export function NpsComments({ questions }: { questions: readonly NpsQuestion[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t(m.commentsTitle)}</CardTitle>
        <CardDescription>{t(m.commentsDescription)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {questions.map((q) => (
          <QuestionComments key={`${q.formId}/${q.questionId}`} question={q} />
        ))}
      </CardContent>
    </Card>
  );
}

function QuestionComments({ question }: { question: NpsQuestion }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="font-semibold">
          {question.questionTitle}
          <span className="sr-only">{t(m.formInParens, { form: question.formTitle })}</span>
        </h3>
        <p className="text-xs text-muted-foreground">
          {question.commentQuestion
            ? t(m.formWithCommentSource, {
                form: question.formTitle,
                title: question.commentQuestion.title,
              })
            : question.formTitle}
        </p>
      </div>
      {question.commentQuestion === null ? (
        <p className="text-sm text-muted-foreground">{t(m.noCommentQuestion)}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {SEGMENTS.map((segment) => (
            <SegmentComments
              key={segment.key}
              segment={segment.key}
              label={t(segment.label)}
              range={segment.range}
              dot={segment.dot}
              comments={question.comments[segment.key]}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function SegmentComments({
  segment,
  label,
  range,
  dot,
  comments,
}: {
  segment: (typeof SEGMENTS)[number]['key'];
  label: string;
  range: string;
  dot: string;
  comments: readonly NpsComment[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h4 id={headingId} className="flex items-center gap-2 text-sm font-medium">
        <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${dot}`} />
        {tRich(m.segmentWithRange, {
          segment: label,
          range,
          muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
        })}
      </h4>
      {comments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted-foreground">
          {t(m.noSegmentComments, { segment })}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {comments.map((comment) => (
            <li
              key={comment.responseId}
              className="rounded-lg bg-subtle px-3 py-2 text-sm break-words whitespace-pre-wrap"
            >
              {comment.text}
              <span className="mt-1 block text-xs text-muted-foreground">
                {tRich(m.commentScore, {
                  score: comment.score,
                  when: (
                    <time dateTime={comment.createdAt}>
                      {formatRelativeTime(comment.createdAt)}
                    </time>
                  ),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
