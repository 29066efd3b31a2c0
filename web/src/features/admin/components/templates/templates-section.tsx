import { useQuery } from '@tanstack/react-query';
import { LayoutTemplate, Palette, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AdminTemplate } from '@core/api/admin';
import { TEMPLATE_CATEGORY_LABELS } from '@core/templates/template';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { plural } from '@/lib/plural';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/format-date';
import { templateActions, templatesQuery } from '../../api/admin-api';
import { useAdminAction } from '../../api/use-admin-action';
import { ListSkeleton } from '../list-skeleton';
import { TemplateDialog } from './template-dialog';

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
          {retired ? <Badge variant="outline">Retired</Badge> : null}
          <Badge variant={template.source === 'seed' ? 'secondary' : 'soft'}>
            {template.source === 'seed' ? 'Built in' : 'Added by an admin'}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {TEMPLATE_CATEGORY_LABELS[template.category]} ·{' '}
          {plural(template.questionCount, 'question')} · changed {formatDate(template.updatedAt)}
        </p>
        {template.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{template.description}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          Edit<span className="sr-only">: {template.title}</span>
        </Button>
        {retired ? (
          <Button variant="outline" size="sm" onClick={onRestore} disabled={restoring}>
            {restoring ? 'Restoring…' : 'Restore'}
            <span className="sr-only">: {template.title}</span>
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={onRetire}>
            Retire<span className="sr-only">: {template.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** /admin/templates: the global templates (retired ones too), and the global brand kit. */
export function TemplatesSection() {
  useDocumentTitle('Admin · Templates');
  const templates = useQuery(templatesQuery);
  const [editing, setEditing] = useState<AdminTemplate | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminTemplate | null>(null);
  const retire = useAdminAction({
    run: (template: AdminTemplate) => templateActions.retire(template.id),
    success: (saved) => ({
      title: 'Template retired',
      description: `“${saved.title}” no longer shows in the gallery.`,
    }),
    failureTitle: 'The template was not retired',
    onDone: () => setRetiring(null),
    onFailed: () => setRetiring(null),
  });
  const restore = useAdminAction({
    run: (template: AdminTemplate) => templateActions.restore(template.id),
    success: (saved) => ({
      title: 'Template restored',
      description: `“${saved.title}” is back in the gallery.`,
    }),
    failureTitle: 'The template was not restored',
  });
  const list = templates.data ?? [];

  return (
    <>
      <PageHeader
        title="Templates"
        description="The gallery everyone starts from. Retired templates stay here and can come back."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add from a form
          </Button>
        }
      />
      <div className="flex flex-col gap-8">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Global brand kit</CardTitle>
            <CardDescription>
              The logo, colours and font new forms start with, for everyone who has not set their
              own.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link href="~/brandkit?scope=global">
                <Palette aria-hidden="true" />
                Edit the global brand kit
              </Link>
            </Button>
          </CardContent>
        </Card>

        <section aria-labelledby="admin-templates-list" className="flex flex-col gap-3">
          <h2 id="admin-templates-list" className="text-xl font-semibold">
            Global templates
          </h2>
          {templates.isPending ? <ListSkeleton label="Loading templates…" /> : null}
          {templates.isError && !templates.data ? (
            <ErrorState
              headingLevel="h3"
              title="Couldn't load templates"
              description="Check your connection and try again."
              onRetry={() => void templates.refetch()}
              retrying={templates.isFetching}
            />
          ) : null}
          {templates.data && list.length === 0 ? (
            <EmptyState
              icon={LayoutTemplate}
              headingLevel="h3"
              title="No global templates"
              description="Add one from a form: its questions become a template everyone can start from."
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
        title={`Retire “${retiring?.title ?? ''}”?`}
        description="It leaves the gallery; forms started from it are not touched. You can restore it later."
        confirmLabel="Retire"
        destructive
        pending={retire.isPending}
        pendingLabel="Retiring…"
        onConfirm={() => retiring && retire.mutate(retiring)}
      />
    </>
  );
}
