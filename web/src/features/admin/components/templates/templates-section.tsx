import { useQuery } from '@tanstack/react-query';
import { LayoutTemplate, Palette, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminTemplate } from '@core/api/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/format-date';
import { templateCategoryName } from '@/lib/core-texts/core-texts';
import { templateActions, templatesQuery } from '../../api/admin-api';
import { useAdminAction } from '../../api/use-admin-action';
import { ListSkeleton } from '../list-skeleton';
import { TemplateDialog } from './template-dialog';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminTemplatesMessages as m } from './messages';

function TemplateRow({
  template,
  onEdit,
  onRetire,
  onRestore,
  restoring,
}: {
  template: AdminTemplate;
  onEdit: () => void;
  onRetire: () => void;
  onRestore: () => void;
  restoring: boolean;
}) {
  const retired = template.retiredAt !== null;
  return (
    <li className="flex flex-col gap-3 border-b border-border p-3 last:border-0 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{template.title}</span>
          {retired ? <Badge variant="outline">{t(m.retired)}</Badge> : null}
          <Badge variant={template.source === 'seed' ? 'secondary' : 'soft'}>
            {template.source === 'seed' ? t(m.builtIn) : t(m.addedByAdmin)}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {t(m.details, {
            category: templateCategoryName(template.category),
            count: template.questionCount,
            date: formatDate(template.updatedAt),
          })}
        </p>
        {template.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{template.description}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          {tRich(m.editNamed, {
            title: template.title,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Button>
        {retired ? (
          <Button variant="outline" size="sm" onClick={onRestore} disabled={restoring}>
            {tRich(restoring ? m.restoringNamed : m.restoreNamed, {
              title: template.title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onRetire}>
            {tRich(m.retireNamed, {
              title: template.title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Button>
        )}
      </div>
    </li>
  );
}

/** /admin/templates: the global templates (retired ones too), and the global brand kit. */
export function TemplatesSection() {
  useDocumentTitle(t(m.documentTitle));
  const templates = useQuery(templatesQuery);
  const [editing, setEditing] = useState<AdminTemplate | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminTemplate | null>(null);
  const retire = useAdminAction({
    run: (template: AdminTemplate) => templateActions.retire(template.id),
    success: (saved) => ({
      title: t(m.templateRetired),
      description: t(m.retiredDescription, { title: saved.title }),
    }),
    failureTitle: t(m.retireError),
    onDone: () => setRetiring(null),
    onFailed: () => setRetiring(null),
  });
  const restore = useAdminAction({
    run: (template: AdminTemplate) => templateActions.restore(template.id),
    success: (saved) => ({
      title: t(m.templateRestored),
      description: t(m.restoredDescription, { title: saved.title }),
    }),
    failureTitle: t(m.restoreError),
  });
  const list = templates.data ?? [];

  return (
    <>
      <PageHeader
        title={t(m.title)}
        description={t(m.description)}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t(m.addFromForm)}
          </Button>
        }
      />
      <div className="flex flex-col gap-8">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t(m.brandKitTitle)}</CardTitle>
            <CardDescription>{t(m.brandKitDescription)}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link href="~/brandkit?scope=global">
                <Palette aria-hidden="true" />
                {t(m.editBrandKit)}
              </Link>
            </Button>
          </CardContent>
        </Card>

        <section aria-labelledby="admin-templates-list" className="flex flex-col gap-3">
          <h2 id="admin-templates-list" className="text-xl font-semibold">
            {t(m.listHeading)}
          </h2>
          {templates.isPending ? <ListSkeleton label={t(m.loading)} /> : null}
          {templates.isError && !templates.data ? (
            <ErrorState
              headingLevel="h3"
              title={t(m.loadError)}
              description={t(m.checkConnection)}
              onRetry={() => void templates.refetch()}
              retrying={templates.isFetching}
            />
          ) : null}
          {templates.data && list.length === 0 ? (
            <EmptyState
              icon={LayoutTemplate}
              headingLevel="h3"
              title={t(m.empty)}
              description={t(m.emptyDescription)}
            />
          ) : null}
          {list.length > 0 ? (
            <ul className="rounded-xl border border-border">
              {list.map((template) => (
                <TemplateRow
                  key={template.id}
                  template={template}
                  onEdit={() => setEditing(template)}
                  onRetire={() => setRetiring(template)}
                  onRestore={() => restore.mutate(template)}
                  restoring={restore.isPending && restore.variables?.id === template.id}
                />
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      {editing ? (
        <TemplateDialog
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => !open && setRetiring(null)}
        title={t(m.retireTitle, { title: retiring?.title ?? '' })}
        description={t(m.retireDescription)}
        confirmLabel={t(m.retire)}
        destructive
        pending={retire.isPending}
        pendingLabel={t(m.retiring)}
        onConfirm={() => retiring && retire.mutate(retiring)}
      />
    </>
  );
}
