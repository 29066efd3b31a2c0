import { LogIn, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { t } from '@/lib/app-messages/app-messages';
import { useSharedForms } from '../api/use-shared-forms';
import { DashboardSkeleton } from './dashboard-skeleton';
import { SharedFormCard } from './shared-form-card';
import { dashboardMessages as m } from '../messages';

/** The "Shared with me" tab: forms of other accounts this one collaborates on. */
export function SharedFormsPanel({ signedIn }: { signedIn: boolean }) {
  const list = useSharedForms(signedIn);
  if (!signedIn) {
    return (
      <EmptyState
        icon={Users}
        title={t(m.sharedEmptyTitle)}
        description={t(m.sharedEmptyGuest)}
        action={
          <Button asChild>
            <Link href="/auth?redirect=%2Fdashboard%3Ftab%3Dshared">
              <LogIn aria-hidden="true" />
              {t(m.logIn)}
            </Link>
          </Button>
        }
      />
    );
  }
  if (list.isPending) return <DashboardSkeleton label={t(m.loadingShared)} />;
  if (list.isError) {
    return (
      <ErrorState
        title={t(m.sharedLoadErrorTitle)}
        description={t(m.checkConnection)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) {
    return <EmptyState icon={Users} title={t(m.sharedEmptyTitle)} description={t(m.sharedEmpty)} />;
  }
  return (
    <ul aria-label={t(m.sharedList)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.data.map((form) => (
        <SharedFormCard key={form.id} form={form} />
      ))}
    </ul>
  );
}
