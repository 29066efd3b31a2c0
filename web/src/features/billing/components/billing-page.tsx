import { Receipt } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BillingPage() {
  useDocumentTitle('Billing');
  return (
    <PageContainer>
      <PageHeader
        title="Billing"
        description="Your plan, credits, invoices and payment method in one place."
      />
      <EmptyState
        icon={Receipt}
        title="No invoices yet"
        description="Invoices and payment details will appear here once you subscribe. Your credit balance will show here too."
        action={
          <Button asChild variant="outline">
            <Link href="/pricing">See plans and pricing</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
