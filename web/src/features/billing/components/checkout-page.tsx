import { CreditCard } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  return (
    <PageContainer>
      <PageHeader title="Checkout" description="Review your plan and pay securely by card." />
      <EmptyState
        icon={CreditCard}
        title="Checkout opens soon"
        description="Card payments are being connected. Choose a plan on the pricing page and you can subscribe as soon as they are live."
        action={
          <Button asChild variant="outline">
            <Link href="/pricing">See plans and pricing</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
