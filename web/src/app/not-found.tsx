import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { NotFoundView } from '@/components/ui/not-found-view';
import { PageContainer } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from './messages';

export function NotFoundPage() {
  useDocumentTitle(t(m.notFoundTitle));
  const [location] = useLocation();

  return (
    <PageContainer>
      <NotFoundView location={location}>
        <Button asChild>
          <Link href="/">{t(m.goHome)}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard">{t(m.openDashboard)}</Link>
        </Button>
      </NotFoundView>
    </PageContainer>
  );
}
