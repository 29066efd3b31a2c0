import { Palette } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BrandKitPage() {
  useDocumentTitle('Brand Kit');
  return (
    <PageContainer>
      <PageHeader
        title="Brand Kit"
        description="Save your logo, colours, font and button style once, and every new form looks like you."
      />
      <EmptyState
        icon={Palette}
        title="No brand set up yet"
        description="Your logo, primary, secondary and accent colours, font and button style will live here and apply to your forms in one click."
        action={
          <Button asChild variant="outline">
            <Link href="/forms/new">Create a form meanwhile</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
