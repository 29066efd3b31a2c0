import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import type { PublicContent } from '@core/api/site-content';
import { formatContentDate } from '@core/site-content/content-date';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { NotFoundView } from '@/components/ui/not-found-view';
import { Prose } from '@/components/ui/prose';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageQuery } from '../api/site-content-api';
import { provisionalTitle, slugOfLocation } from '../api/page-slug';
import { sitePagesMessages as m } from '../messages';
import { usePageDescription } from './use-page-description';

/**
 * The page's classes; server/src/modules/site-content/content-page-markup.ts renders the same
 * elements with the same classes, so the server's page and this one are one (nothing moves).
 */
const CLASSES = {
  container: 'mx-auto w-full max-w-(--container-prose) px-4 py-10 sm:px-6 sm:py-12',
  title: 'text-3xl font-bold tracking-tight sm:text-4xl',
  updated: 'mt-2 text-sm text-muted-foreground',
  body: 'mt-8',
} as const;

function Page({ page }: { page: PublicContent }) {
  const [, navigate] = useLocation();
  return (
    <div className={CLASSES.container}>
      <article aria-labelledby="content-title">
        <h1 id="content-title" className={CLASSES.title}>
          {page.title}
        </h1>
        <p className={CLASSES.updated}>
          {tRich(m.lastUpdated, {
            date: <time dateTime={page.updatedAt}>{formatContentDate(page.updatedAt)}</time>,
          })}
        </p>
        <Prose html={page.html} className={CLASSES.body} onNavigate={navigate} />
      </article>
    </div>
  );
}

function Loading({ title }: { title: string }) {
  return (
    <div className={CLASSES.container} role="status" aria-live="polite">
      <h1 className="sr-only">{title}</h1>
      <span className="sr-only">{t(m.loadingPage)}</span>
      <div aria-hidden="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-3 h-4 w-40" />
        <div className="mt-10 flex flex-col gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-6 h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      </div>
    </div>
  );
}

/** An unknown or withdrawn page: the app's one not-found page. */
function NotFound({ location }: { location: string }) {
  return (
    <NotFoundView
      location={location}
      className="mx-auto w-full max-w-(--container-page) px-4 py-10 sm:px-6"
    >
      <Button asChild>
        <Link href="/">{t(m.goHome)}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/help">{t(m.visitHelp)}</Link>
      </Button>
    </NotFoundView>
  );
}

/**
 * /about, /help, /terms, /privacy and /p/{slug} (issue 16): a page an admin wrote, as sanitised
 * HTML from the server. A first visit gets the page from the server's rendering (and its data in
 * the query cache); a visit from inside the app fetches it.
 */
export function ContentPage() {
  const [location] = useLocation();
  const slug = slugOfLocation(location);
  const query = useQuery({ ...pageQuery(slug ?? ''), enabled: slug !== null, retry: false });
  const notFound = slug === null || (isApiError(query.error) && query.error.status === 404);
  const page = query.data;

  useDocumentTitle(
    notFound ? t(m.notFoundTitle) : (page?.title ?? provisionalTitle(slug ?? 'page')),
  );
  usePageDescription(page?.metaDescription ?? null);

  if (notFound) return <NotFound location={location} />;
  if (page) return <Page page={page} />;
  if (query.isError) {
    return (
      <div className={CLASSES.container}>
        <h1 className={CLASSES.title}>{provisionalTitle(slug)}</h1>
        <ErrorState
          className="mt-8"
          title={t(m.loadErrorTitle)}
          description={t(m.loadErrorDescription)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <Loading title={provisionalTitle(slug)} />;
}
