import { Route, Switch } from 'wouter';
import { PageContainer } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminSession } from '../api/use-admin-session';
import { AdminMobileNav, AdminSideNav } from './admin-nav';
import { AdminNotFound } from './admin-not-found';
import { AuditSection } from './audit/audit-section';
import { ContentSection } from './content/content-section';
import { FormsSection } from './forms/forms-section';
import { OverviewSection } from './overview/overview-section';
import { TemplatesSection } from './templates/templates-section';
import { UserPage } from './users/user-page';
import { UsersSection } from './users/users-section';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

/**
 * /admin (issue 16): the console for admins. The router mounts it with wouter's `nest`, so the
 * paths below are relative to /admin. Anyone else, a guest included, gets the not-found page: the
 * console is not advertised, and the server's admin routes answer 404 to them too.
 */
export function AdminConsole() {
  const session = useAdminSession();
  if (session.state === 'loading') return <PageSpinner label={t(m.loadingPage)} />;
  if (session.state !== 'admin') return <AdminNotFound />;

  return (
    <PageContainer className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
      <AdminSideNav />
      <div className="min-w-0">
        <AdminMobileNav />
        <Switch>
          <Route path="/">
            <OverviewSection />
          </Route>
          <Route path="/users">
            <UsersSection />
          </Route>
          <Route path="/users/:id">
            {(params) => <UserPage id={params.id} currentAdminId={session.userId} />}
          </Route>
          <Route path="/forms">
            <FormsSection />
          </Route>
          <Route path="/audit">
            <AuditSection />
          </Route>
          <Route path="/content" nest>
            <ContentSection />
          </Route>
          <Route path="/templates">
            <TemplatesSection />
          </Route>
          <Route>
            <AdminNotFound />
          </Route>
        </Switch>
      </div>
    </PageContainer>
  );
}
