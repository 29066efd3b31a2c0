import { LogIn, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { useSharedForms } from '../api/use-shared-forms';
import { DashboardSkeleton } from './dashboard-skeleton';
import { SharedFormCard } from './shared-form-card';

export const SHARED_EMPTY_TEXT = 'Forms others share with you appear here';

/** The "Shared with me" tab: forms of other accounts this one collaborates on. */
export function SharedFormsPanel({ signedIn }: { signedIn: boolean }) {
  const list = useSharedForms(signedIn);
  if (!signedIn) {
    return (
      <EmptyState
        icon={Users}
        title="Nothing shared with you yet"
        description={`${SHARED_EMPTY_TEXT}. Sharing needs an account: sign in to see them.`}
        action={
          <Button asChild>
            <Link href="/auth?redirect=%2Fdashboard%3Ftab%3Dshared">
              <LogIn aria-hidden="true" />
              Log in or create an account
            </Link>
          </Button>
        }
      />
    );
  }
  if (list.isPending) return <DashboardSkeleton label="Loading the forms shared with you…" />;
  if (list.isError) {
    return (
      <ErrorState
        title="Couldn't load the forms shared with you"
        description="Check your connection and try again."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="Nothing shared with you yet"
        description={`${SHARED_EMPTY_TEXT}. When someone invites you, accept from the bell or the e-mail.`}
      />
    );
  }
  return (
    <ul aria-label="Forms shared with you" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {list.data.map((form) => (
        <SharedFormCard key={form.id} form={form} />
      ))}
    </ul>
  );
}
