import { LayoutTemplate } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TemplatesPage() {
  useDocumentTitle('Templates');
  return (
    <PageContainer>
      <PageHeader
        title="Templates"
        description="Start from a ready-made form for feedback, registrations, NPS surveys, quizzes and more."
      />
      <EmptyState
        icon={LayoutTemplate}
        title="Templates are coming soon"
        description="A gallery of ready-to-use forms is being prepared. You can start from a blank form today and reuse it later."
        action={
          <Button asChild>
            <Link href="/forms/new">Start from a blank form</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}
