import { CalendarX } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CancelSubscriptionPage() {
  useDocumentTitle('Cancel subscription');
  return (
    <PageContainer>
      <PageHeader
        title="Cancel subscription"
        description="Turn off auto-renewal. You keep Pro until the end of the period you have paid for."
      />
      <EmptyState
        icon={CalendarX}
        title="No active subscription"
        description="There is no Pro subscription on this account to cancel. Subscriptions can be managed here once billing is live."
        action={
          <Button asChild variant="outline">
            <Link href="/billing">Back to billing</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
