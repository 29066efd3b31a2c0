import { BadgeCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function SubscriptionSuccessPage() {
  useDocumentTitle('Subscription');
  return (
    <PageContainer>
      <PageHeader
        title="Subscription"
        description="After checkout, this page confirms your subscription and what it unlocks."
      />
      <EmptyState
        icon={BadgeCheck}
        title="No subscription activity yet"
        description="When you subscribe to Pro, the confirmation and your new limits will show here."
        action={
          <Button asChild variant="outline">
            <Link href="/billing">Go to billing</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
