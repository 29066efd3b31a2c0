import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { NotFoundView } from '@/components/ui/not-found-view';
import { PageContainer } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const [location] = useLocation();

  return (
    <PageContainer>
      <NotFoundView location={location}>
        <Button asChild>
          <Link href="/">Go to the home page</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard">Open your dashboard</Link>
        </Button>
      </NotFoundView>
    </PageContainer>
  );
}
