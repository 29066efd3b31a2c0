import { ListChecks, PenLine } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import type { FormSummary } from '@core/api/forms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { formPaths } from '@/lib/form-paths';
import { FormCardFrame } from './form-card-frame';
import { FormCardMenu } from './form-card-menu';
import { dashboardMessages as m } from '../messages';

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
          {t(form.published ? m.published : m.draft)}
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
          <dt className="sr-only">{t(m.questionsTerm)}</dt>
          <dd className="flex items-center gap-1.5">
            <ListChecks className="size-4" aria-hidden="true" />
            {t(m.questionCount, { count: form.questionCount })}
          </dd>
        </div>
      }
      updatedAt={form.updatedAt}
      actions={
        <>
          <Button asChild size="sm">
            <Link href={formPaths.edit(form)} aria-label={t(m.editNamed, { title: form.title })}>
              <PenLine aria-hidden="true" />
              {t(m.edit)}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link
              href={formPaths.responses(form)}
              aria-label={t(m.responsesNamed, { title: form.title })}
            >
              {t(m.responses)}
            </Link>
          </Button>
          {renderShareButton({ formId: form.id, title: form.title, size: 'sm' })}
        </>
      }
    />
  );
});
