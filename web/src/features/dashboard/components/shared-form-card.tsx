import { ChartColumn, MessageSquareText, PenLine } from 'lucide-react';
import { Link } from 'wouter';
import type { SharedFormSummary } from '@core/api/collaboration';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { formPaths } from '@/lib/form-paths';
import { plural } from '@/lib/plural';
import { formatRelativeTime } from '@/lib/relative-time';

/**
 * A form someone shared with the caller: their role and the owner's name. A viewer's card opens
 * the responses, an editor's the builder.
 */
export function SharedFormCard({ form }: { form: SharedFormSummary }) {
  const { renderShareButton } = useFormActionSlots();
  const edited = new Date(form.updatedAt);
  const isEditor = form.role === 'editor';
  const open = isEditor ? formPaths.edit(form) : formPaths.responses(form);
  return (
    <li className="list-none">
      <article className="flex h-full flex-col gap-3 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="soft">{isEditor ? 'Editor' : 'Viewer'}</Badge>
          <Badge variant={form.published ? 'success' : 'outline'}>
            {form.published ? 'Published' : 'Draft'}
          </Badge>
        </div>
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold tracking-tight">
            <Link href={open} className="rounded-sm break-words hover:text-primary hover:underline">
              {form.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm break-words text-muted-foreground">
            Shared by {form.ownerName}
          </p>
        </div>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div>
            <dt className="sr-only">Responses</dt>
            <dd className="flex items-center gap-1.5">
              <MessageSquareText className="size-4" aria-hidden="true" />
              {plural(form.responseCount, 'response')}
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
          {isEditor ? (
            <Button asChild size="sm">
              <Link href={formPaths.edit(form)} aria-label={`Edit ${form.title}`}>
                <PenLine aria-hidden="true" />
                Edit
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm" variant={isEditor ? 'outline' : 'default'}>
            <Link href={formPaths.responses(form)} aria-label={`Responses to ${form.title}`}>
              <ChartColumn aria-hidden="true" />
              Responses
            </Link>
          </Button>
          {renderShareButton({ formId: form.id, title: form.title, size: 'sm' })}
        </div>
      </article>
    </li>
  );
}
