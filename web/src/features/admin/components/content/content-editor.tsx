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
import { t } from '@/lib/app-messages/app-messages';
import { siteContentText } from './content-labels';
import { adminContentMessages as m } from './messages';

function BackLink() {
  return (
    <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
      <Link href="/">
        <ArrowLeft aria-hidden="true" />
        {t(m.allPages)}
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
        title: page ? t(m.pageSaved) : t(m.pageCreated),
        description: saved.isActive ? t(m.visitorsSeeIt, { path: saved.path }) : t(m.notActiveYet),
      });
      await refreshContent(client, saved);
      if (!page) navigate(`/${saved.id}`);
    },
    onError: (error) => {
      const fields = fieldMessagesOf(error);
      if (isApiError(error) && error.status === 409 && !fields.slug) {
        setConflict(serverMessageOf(error) ?? t(m.changedElsewhere));
        return;
      }
      setServerErrors(
        Object.fromEntries(Object.entries(fields).map(([k, text]) => [k, siteContentText(text)])),
      );
      if (Object.keys(fields).length === 0) {
        toast({
          variant: 'destructive',
          title: t(m.notSaved),
          description: serverMessageOf(error) ?? t(m.checkConnection),
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
        title: saved.isActive ? t(m.pageActivated) : t(m.pageDeactivated),
        description: saved.isActive
          ? t(m.visitorsSeeIt, { path: saved.path })
          : t(m.visitorsNoLonger),
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
    <Button variant="outline" onClick={() => toggle.mutate()} disabled={toggle.isPending}>
      {page.isActive ? t(m.deactivate) : t(m.activate)}
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
        title={page ? t(m.editTitle, { title: page.title }) : t(m.newPage)}
        description={
          page ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <Badge variant={page.isActive ? 'soft' : 'outline'}>
                {page.isActive ? t(m.active) : t(m.inactive)}
              </Badge>
              <span>{t(m.showsAt, { path: page.path })}</span>
            </span>
          ) : (
            t(m.newPageDescription)
          )
        }
        actions={
          page ? (
            <>
              {page.isActive ? (
                <Button asChild variant="ghost">
                  <a href={page.path} target="_blank" rel="noopener noreferrer">
                    {t(m.viewPage)}
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only">{t(m.opensInNewTab)}</span>
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
            {t(m.reloadPage)}
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
  useDocumentTitle(t(m.newPageDocumentTitle));
  return <Editor page={null} />;
}

/** /admin/content/{id}: one page's editor. */
export function EditContentPage({ id }: { id: number }) {
  const valid = id > 0;
  const query = useQuery({ ...contentDetailQuery(id), enabled: valid });
  useDocumentTitle(
    query.data ? t(m.pageDocumentTitle, { title: query.data.title }) : t(m.listDocumentTitle),
  );
  if (query.data) return <Editor page={query.data} />;
  if (query.isError || !valid) {
    const missing = !valid || (isApiError(query.error) && query.error.status === 404);
    return (
      <>
        <BackLink />
        <PageHeader title={missing ? t(m.pageNotFound) : t(m.siteContent)} />
        <ErrorState
          title={missing ? t(m.pageMissing) : t(m.pageLoadError)}
          description={missing ? t(m.pageMissingDescription) : t(m.checkConnection)}
          onRetry={missing ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t(m.loadingPage)}</span>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-1/2" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}
