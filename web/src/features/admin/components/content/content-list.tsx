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

function PageRow({ page }: { page: ContentSummary }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => contentActions.setActive(page.id, !page.isActive),
    onSuccess: async (saved) => {
      toast({
        variant: 'success',
        title: saved.isActive ? 'Page activated' : 'Page deactivated',
        description: `“${saved.title}” ${saved.isActive ? `shows at ${saved.path}` : 'is hidden from visitors'}.`,
      });
      await refreshContent(client, saved);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Nothing changed',
        description: serverMessageOf(error) ?? 'Check your connection and try again.',
      }),
  });
  return (
    <li className="flex flex-col gap-3 border-b border-border p-3 last:border-0 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{page.title}</span>
          <Badge variant={page.isActive ? 'soft' : 'outline'}>
            {page.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </p>
        <p className="text-sm break-all text-muted-foreground">
          {CONTENT_TYPE_LABELS[page.contentType].label} · {page.slug} · {page.path}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link href={`/${page.id}`}>
            Edit<span className="sr-only">: {page.title}</span>
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
        >
          {page.isActive ? 'Deactivate' : 'Activate'}
          <span className="sr-only">: {page.title}</span>
        </Button>
      </div>
    </li>
  );
}

/** /admin/content: every page, active or not, with the way to a new one. */
export function ContentList() {
  useDocumentTitle('Admin · Site content');
  const pages = useQuery(contentListQuery);

  return (
    <>
      <PageHeader
        title="Site content"
        description="The About, Help, Terms, Privacy and pricing pages, and the home page's text and video."
        actions={
          <Button asChild>
            <Link href="/new">
              <Plus aria-hidden="true" />
              New page
            </Link>
          </Button>
        }
      />
      {pages.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Loading pages…</span>
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        </div>
      ) : null}
      {pages.isError && !pages.data ? (
        <ErrorState
          title="Couldn't load the pages"
          description="Check your connection and try again."
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      ) : null}
      {pages.data && pages.data.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No pages yet"
          description="Create the first one: an About page, help, terms or the home page's text."
        />
      ) : null}
      {pages.data && pages.data.length > 0 ? (
        <ul aria-label="Pages" className="rounded-xl border border-border bg-card">
          {pages.data.map((page) => (
            <PageRow key={page.id} page={page} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
