import { ChartColumn, PenLine } from 'lucide-react';
import { Link } from 'wouter';
import type { SharedFormSummary } from '@core/api/collaboration';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { formPaths } from '@/lib/form-paths';
import { FormCardFrame } from './form-card-frame';
import { dashboardMessages as m } from '../messages';

/**
 * A form someone shared with the caller: their role and the owner's name. A viewer's card opens
 * the responses, an editor's the builder.
 */
export function SharedFormCard({ form }: { form: SharedFormSummary }) {
  const { renderShareButton } = useFormActionSlots();
  const isEditor = form.role === 'editor';
  return (
    <FormCardFrame
      title={form.title}
      href={isEditor ? formPaths.edit(form) : formPaths.responses(form)}
      badges={
        <>
          <Badge variant="soft">{t(isEditor ? m.roleEditor : m.roleViewer)}</Badge>
          <Badge variant={form.published ? 'success' : 'outline'}>
            {t(form.published ? m.published : m.draft)}
          </Badge>
        </>
      }
      subtitle={
        <p className="mt-1 text-sm break-words text-muted-foreground">
          {t(m.sharedBy, { name: form.ownerName })}
        </p>
      }
      responseCount={form.responseCount}
      updatedAt={form.updatedAt}
      actions={
        <>
          {isEditor ? (
            <Button asChild size="sm">
              <Link href={formPaths.edit(form)} aria-label={t(m.editNamed, { title: form.title })}>
                <PenLine aria-hidden="true" />
                {t(m.edit)}
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm" variant={isEditor ? 'outline' : 'default'}>
            <Link
              href={formPaths.responses(form)}
              aria-label={t(m.responsesNamed, { title: form.title })}
            >
              <ChartColumn aria-hidden="true" />
              {t(m.responses)}
            </Link>
          </Button>
          {renderShareButton({ formId: form.id, title: form.title, size: 'sm' })}
        </>
      }
    />
  );
}
