import { MessageSquareText, PenLine, ListChecks } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import type { FormSummary } from '@core/api/forms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { formPaths } from '@/lib/form-paths';
import { plural } from '@/lib/plural';
import { formatRelativeTime } from '@/lib/relative-time';
import { FormCardMenu } from './form-card-menu';

export interface FormCardProps {
  form: FormSummary;
  onCopyLink: (form: FormSummary) => void;
  onDuplicate: (form: FormSummary) => void;
  onDelete: (form: FormSummary) => void;
}

/** One form on the dashboard: its status, counts and when it was last edited. */
export const FormCard = memo(function FormCard({
  form,
  onCopyLink,
  onDuplicate,
  onDelete,
}: FormCardProps) {
  const edited = new Date(form.updatedAt);
  const { renderShareButton } = useFormActionSlots();
  return (
    <li className="list-none">
      <article className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
        <div className="flex items-start justify-between gap-2">
          <Badge variant={form.published ? 'success' : 'outline'}>
            {form.published ? 'Published' : 'Draft'}
          </Badge>
          <FormCardMenu
            form={form}
            onCopyLink={() => onCopyLink(form)}
            onDuplicate={() => onDuplicate(form)}
            onDelete={() => onDelete(form)}
          />
        </div>
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold tracking-tight">
            <Link
              href={formPaths.edit(form)}
              className="rounded-sm break-words hover:text-primary hover:underline"
            >
              {form.title}
            </Link>
          </h2>
          {form.description ? (
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{form.description}</p>
          ) : null}
        </div>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div>
            <dt className="sr-only">Responses</dt>
            <dd className="flex items-center gap-1.5">
              <MessageSquareText className="size-4" aria-hidden="true" />
              {plural(form.responseCount, 'response')}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Questions</dt>
            <dd className="flex items-center gap-1.5">
              <ListChecks className="size-4" aria-hidden="true" />
              {plural(form.questionCount, 'question')}
            </dd>
          </div>
          <div className="w-full">
            <dt className="sr-only">Last edited</dt>
            <dd>
              Edited{' '}
              <time dateTime={form.updatedAt} title={edited.toLocaleString()}>
                {formatRelativeTime(edited)}
              </time>
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link href={formPaths.edit(form)} aria-label={`Edit ${form.title}`}>
              <PenLine aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={formPaths.responses(form)} aria-label={`Responses to ${form.title}`}>
              Responses
            </Link>
          </Button>
          {renderShareButton({ formId: form.id, title: form.title, size: 'sm' })}
        </div>
      </article>
    </li>
  );
});
