import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CheckoutRedirectPage() {
  useDocumentTitle('Secure checkout');
  return (
    <PageContainer>
      <PageHeader
        title="Secure checkout"
        description="This page hands you over to our card payment provider to complete your subscription."
      />
      <EmptyState
        icon={ShieldCheck}
        title="Nothing to pay for yet"
        description="Card payments are not switched on yet, so there is nowhere to send you. No charge has been made."
        action={
          <Button asChild variant="outline">
            <Link href="/pricing">Back to pricing</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
