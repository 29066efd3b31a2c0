import { ListChecks, PenLine } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import type { FormSummary } from '@core/api/forms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { formPaths } from '@/lib/form-paths';
import { plural } from '@/lib/plural';
import { FormCardFrame } from './form-card-frame';
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
  const { renderShareButton } = useFormActionSlots();
  return (
    <FormCardFrame
      title={form.title}
      href={formPaths.edit(form)}
      badges={
        <Badge variant={form.published ? 'success' : 'outline'}>
          {form.published ? 'Published' : 'Draft'}
        </Badge>
      }
      menu={
        <FormCardMenu
          form={form}
          onCopyLink={() => onCopyLink(form)}
          onDuplicate={() => onDuplicate(form)}
          onDelete={() => onDelete(form)}
        />
      }
      subtitle={
        form.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{form.description}</p>
        ) : null
      }
      responseCount={form.responseCount}
      moreStats={
        <div>
          <dt className="sr-only">Questions</dt>
          <dd className="flex items-center gap-1.5">
            <ListChecks className="size-4" aria-hidden="true" />
            {plural(form.questionCount, 'question')}
          </dd>
        </div>
      }
      updatedAt={form.updatedAt}
      actions={
        <>
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
        </>
      }
    />
  );
});
