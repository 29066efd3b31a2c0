import type { NpsComment } from '@core/api/responses';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatRelativeTime } from '@/lib/format-date';
import type { NpsQuestion } from '../lib/nps-data';

const SEGMENTS = [
  { key: 'promoters', label: 'Promoters', range: '9–10', dot: 'bg-success' },
  { key: 'passives', label: 'Passives', range: '7–8', dot: 'bg-muted-foreground' },
  { key: 'detractors', label: 'Detractors', range: '0–6', dot: 'bg-destructive' },
] as const;

/**
 * What respondents wrote, per NPS question and segment. The server picks the comment question
 * (the first short or long text question after the NPS question) and the latest few per segment.
 */
export function NpsComments({ questions }: { questions: readonly NpsQuestion[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Comments</CardTitle>
        <CardDescription>
          The latest answers to the text question that follows each NPS question, by segment.
        </CardDescription>
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
          <span className="sr-only"> ({question.formTitle})</span>
        </h3>
        <p className="text-xs text-muted-foreground">
          {question.formTitle}
          {question.commentQuestion ? ` · comments from “${question.commentQuestion.title}”` : ''}
        </p>
      </div>
      {question.commentQuestion === null ? (
        <p className="text-sm text-muted-foreground">
          No comments to show: add a short or long text question after this NPS question to ask
          people why they gave their score.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {SEGMENTS.map((segment) => (
            <SegmentComments
              key={segment.key}
              label={segment.label}
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
  label,
  range,
  dot,
  comments,
}: {
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
        {label} <span className="text-muted-foreground">({range})</span>
      </h4>
      {comments.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-3 py-2 text-sm text-muted-foreground">
          No comments from {label.toLowerCase()} yet.
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
                Score {comment.score} ·{' '}
                <time dateTime={comment.createdAt}>{formatRelativeTime(comment.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
