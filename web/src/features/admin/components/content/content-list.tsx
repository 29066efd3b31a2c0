import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, Plus } from 'lucide-react';
import { Link } from 'wouter';
import type { ContentSummary } from '@core/api/site-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { contentActions, contentListQuery, refreshContent } from './content-api';
import { CONTENT_TYPE_LABELS } from './content-labels';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminContentMessages as m } from './messages';

function PageRow({ page }: { page: ContentSummary }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => contentActions.setActive(page.id, !page.isActive),
    onSuccess: async (saved) => {
      toast({
        variant: 'success',
        title: saved.isActive ? t(m.pageActivated) : t(m.pageDeactivated),
        description: saved.isActive
          ? t(m.shownAt, { title: saved.title, path: saved.path })
          : t(m.hiddenFromVisitors, { title: saved.title }),
      });
      await refreshContent(client, saved);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t(m.nothingChanged),
        description: serverMessageOf(error) ?? t(m.checkConnection),
      }),
  });
  return (
    <li className="flex flex-col gap-3 border-b border-border p-3 last:border-0 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{page.title}</span>
          <Badge variant={page.isActive ? 'soft' : 'outline'}>
            {page.isActive ? t(m.active) : t(m.inactive)}
          </Badge>
        </p>
        <p className="text-sm break-all text-muted-foreground">
          {t(m.pageWhere, {
            type: t(CONTENT_TYPE_LABELS[page.contentType].label),
            slug: page.slug,
            path: page.path,
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/${page.id}`}>
            {tRich(m.editNamed, {
              title: page.title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
        >
          {tRich(page.isActive ? m.deactivateNamed : m.activateNamed, {
            title: page.title,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </Button>
      </div>
    </li>
  );
}

/** /admin/content: every page, active or not, with the way to a new one. */
export function ContentList() {
  useDocumentTitle(t(m.listDocumentTitle));
  const pages = useQuery(contentListQuery);

  return (
    <>
      <PageHeader
        title={t(m.siteContent)}
        description={t(m.listDescription)}
        actions={
          <Button asChild>
            <Link href="/new">
              <Plus aria-hidden="true" />
              {t(m.newPage)}
            </Link>
          </Button>
        }
      />
      {pages.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t(m.loadingPages)}</span>
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        </div>
      ) : null}
      {pages.isError && !pages.data ? (
        <ErrorState
          title={t(m.pagesLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : null}
      {pages.data && pages.data.length === 0 ? (
        <EmptyState icon={FileText} title={t(m.noPages)} description={t(m.noPagesDescription)} />
      ) : null}
      {pages.data && pages.data.length > 0 ? (
        <ul aria-label={t(m.pages)} className="rounded-xl border border-border bg-card">
          {pages.data.map((page) => (
            <PageRow key={page.id} page={page} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
