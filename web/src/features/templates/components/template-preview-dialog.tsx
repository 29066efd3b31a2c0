import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import type { TemplateSummary } from '@core/api/templates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { templateCategoryName } from '@/lib/core-texts/core-texts';
import { templateDetailQuery } from '../api/templates-api';
import { PreviewSkeleton } from './preview-skeleton';
import { TemplatePreviewBody } from './template-preview-body';
import { templatesMessages as m } from '../messages';

export interface TemplatePreviewDialogProps {
  /** The template to preview; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
  onUse: (template: TemplateSummary) => void;
  using: boolean;
}

/** A template as respondents will see it, with "Use this template" at hand. */
export function TemplatePreviewDialog({ id, onClose, onUse, using }: TemplatePreviewDialogProps) {
  const detail = useQuery({ ...templateDetailQuery(id ?? ''), enabled: id !== null });
  const template = id !== null ? detail.data : undefined;

  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Header and footer stay put; only the form scrolls, so "Use this template" is always at hand. */}
      <DialogContent className="flex max-w-3xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="shrink-0 gap-2 border-b border-border p-5 sm:p-6">
          {template ? (
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="soft">{templateCategoryName(template.category)}</Badge>
              <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <ListChecks className="size-4" aria-hidden="true" />
                {t(m.questionCount, { count: template.questionCount })}
              </span>
            </div>
          ) : null}
          <DialogTitle>
            {template ? t(m.previewNamed, { title: template.title }) : t(m.previewTitle)}
          </DialogTitle>
          <DialogDescription className="line-clamp-2 sm:line-clamp-none">
            {template?.description || t(detail.isError ? m.previewLoadFailed : m.previewLoading)}
          </DialogDescription>
        </DialogHeader>
        {/* A section (a region with its label) also keeps the form's own <header> from counting as
            a page banner: the dialog lives outside <main>. */}
        <section
          aria-label={t(m.formPreview)}
          // Scrollable content must be reachable by keyboard even before the form's fields load.
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto bg-subtle p-4 sm:p-6"
        >
          {detail.isError && !template ? (
            isApiError(detail.error) && detail.error.status === 404 ? (
              // An old link to a deleted template: trying again would not bring it back.
              <ErrorState
                title={t(m.goneTitle)}
                description={t(m.goneDescription)}
                headingLevel="h3"
              />
            ) : (
              <ErrorState
                title={t(m.templateLoadErrorTitle)}
                description={t(m.checkConnection)}
                onRetry={() => void detail.refetch()}
                retrying={detail.isFetching}
                headingLevel="h3"
              />
            )
          ) : template ? (
            <TemplatePreviewBody definition={template.definition} />
          ) : (
            <PreviewSkeleton />
          )}
        </section>
        <DialogFooter className="shrink-0 border-t border-border p-4 sm:p-5">
          <DialogClose asChild>
            <Button variant="outline">{t(m.backToTemplates)}</Button>
          </DialogClose>
          <Button disabled={!template || using} onClick={() => template && onUse(template)}>
            {t(using ? m.creatingForm : m.useTemplate)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
