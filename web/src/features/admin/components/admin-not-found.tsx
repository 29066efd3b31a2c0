import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { NotFoundView } from '@/components/ui/not-found-view';
import { PageContainer } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

/**
 * What anyone but an admin sees at /admin and below: the app's not-found page, word for word, so
 * the console cannot be told apart from a path that does not exist (the server's admin routes
 * answer 404 for the same reason). It is drawn here because features cannot import the app's
 * screen; the address is read from the browser, since the nested router only knows the rest of it.
 */
export function AdminNotFound() {
  useDocumentTitle(t(m.pageNotFound));

  return (
    <PageContainer>
      <NotFoundView location={window.location.pathname}>
        <Button asChild>
          <Link href="~/">{t(m.goHome)}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/dashboard">{t(m.openDashboard)}</Link>
        </Button>
      </NotFoundView>
    </PageContainer>
  );
}
