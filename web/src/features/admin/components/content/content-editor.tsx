import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ContentDetail } from '@core/api/site-content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api-client';
import { fieldMessagesOf, serverMessageOf } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { contentActions, contentDetailQuery, refreshContent } from './content-api';
import { ContentForm, type ContentValues, valuesOf } from './content-form';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
      <Link href="/">
        <ArrowLeft aria-hidden="true" />
        All pages
      </Link>
    </Button>
  );
}

function useSave(page: ContentDetail | null) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (values: ContentValues) =>
      page
        ? contentActions.update(page.id, { ...values, expectedUpdatedAt: page.updatedAt })
        : contentActions.create(values),
    onMutate: () => {
      setServerErrors({});
      setConflict(null);
    },
    onSuccess: async (saved) => {
      toast({
        variant: 'success',
        title: page ? 'Page saved' : 'Page created',
        description: saved.isActive ? `Visitors see it at ${saved.path}.` : 'It is not active yet.',
      });
      await refreshContent(client, saved);
      if (!page) navigate(`/${saved.id}`);
    },
    onError: (error) => {
      const fields = fieldMessagesOf(error);
      if (isApiError(error) && error.status === 409 && !fields.slug) {
        setConflict(serverMessageOf(error) ?? 'This page was changed by someone else.');
        return;
      }
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) {
        toast({
          variant: 'destructive',
          title: 'The page was not saved',
          description: serverMessageOf(error) ?? 'Check your connection and try again.',
        });
      }
    },
  });
  return { mutation, serverErrors, conflict };
}

function ActiveToggle({ page }: { page: ContentDetail }) {
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => contentActions.setActive(page.id, !page.isActive),
    onSuccess: async (saved) => {
      toast({
        variant: 'success',
        title: saved.isActive ? 'Page activated' : 'Page deactivated',
        description: saved.isActive
          ? `Visitors see it at ${saved.path}.`
          : 'Visitors no longer see it; it stays here.',
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
    <Button variant="outline" onClick={() => toggle.mutate()} disabled={toggle.isPending}>
      {page.isActive ? 'Deactivate' : 'Activate'}
    </Button>
  );
}

function Editor({ page }: { page: ContentDetail | null }) {
  const { mutation, serverErrors, conflict } = useSave(page);
  const client = useQueryClient();
  return (
    <>
      <BackLink />
      <PageHeader
        title={page ? `Edit “${page.title}”` : 'New page'}
        description={
          page ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <Badge variant={page.isActive ? 'soft' : 'outline'}>
                {page.isActive ? 'Active' : 'Inactive'}
              </Badge>
              <span>Shows at {page.path}</span>
            </span>
          ) : (
            'Write in Markdown; the preview shows the page as visitors will see it.'
          )
        }
        actions={
          page ? (
            <>
              {page.isActive ? (
                <Button asChild variant="ghost">
                  <a href={page.path} target="_blank" rel="noopener noreferrer">
                    View page
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
              <ActiveToggle page={page} />
            </>
          ) : null
        }
      />
      {conflict ? (
        <div role="alert" className="mb-6 rounded-lg border border-destructive p-4 text-sm">
          <p className="font-medium">{conflict}</p>
          <Button
            className="mt-3"
            variant="outline"
            size="sm"
            onClick={() =>
              page && void client.resetQueries({ queryKey: contentDetailQuery(page.id).queryKey })
            }
          >
            Reload the page
          </Button>
        </div>
      ) : null}
      <ContentForm
        // A new version from the server (saved, reloaded) starts the form afresh.
        key={page ? `${page.id}:${page.updatedAt}` : 'new'}
        initial={valuesOf(page)}
        isNew={!page}
        saving={mutation.isPending}
        serverErrors={serverErrors}
        onSubmit={(values) => mutation.mutate(values)}
      />
    </>
  );
}

/** /admin/content/new: a new page. */
export function NewContentPage() {
  useDocumentTitle('Admin · New page');
  return <Editor page={null} />;
}

/** /admin/content/{id}: one page's editor. */
export function EditContentPage({ id }: { id: number }) {
  const valid = id > 0;
  const query = useQuery({ ...contentDetailQuery(id), enabled: valid });
  useDocumentTitle(query.data ? `Admin · ${query.data.title}` : 'Admin · Site content');
  if (query.data) return <Editor page={query.data} />;
  if (query.isError || !valid) {
    const missing = !valid || (isApiError(query.error) && query.error.status === 404);
    return (
      <>
        <BackLink />
        <PageHeader title={missing ? 'Page not found' : 'Site content'} />
        <ErrorState
          title={missing ? 'This page does not exist' : "Couldn't load this page"}
          description={
            missing ? 'It may have been removed.' : 'Check your connection and try again.'
          }
          onRetry={missing ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading page…</span>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
