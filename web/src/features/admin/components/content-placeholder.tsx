import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Until the site-content editor lands (components/content), the section says where pages live. */
export function ContentPlaceholder() {
  useDocumentTitle('Admin · Site content');
  return (
    <>
      <PageHeader
        title="Site content"
        description="The About, Help, Terms and Privacy pages, and the home page's text."
      />
      <EmptyState
        icon={FileText}
        title="The content editor is on its way"
        description="Until it arrives, the pages show their default text."
        action={
          <Button asChild variant="outline">
            <Link href="~/about">See the About page</Link>
          </Button>
        }
      />
    </>
  );
}
