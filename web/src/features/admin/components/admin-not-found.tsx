import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * What anyone but an admin sees at /admin and below: the app's not-found page, word for word, so
 * the console cannot be told apart from a path that does not exist (the server's admin routes
 * answer 404 for the same reason). It is drawn here because features cannot import the app's
 * screen; the address is read from the browser, since the nested router only knows the rest of it.
 */
export function AdminNotFound() {
  useDocumentTitle('Page not found');
  const location = window.location.pathname;

  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </div>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        We couldn&apos;t find{' '}
        <span className="font-mono text-sm break-all text-foreground">{location}</span>. The link
        may be mistyped, or the page may have moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="~/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/dashboard">Open your dashboard</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
