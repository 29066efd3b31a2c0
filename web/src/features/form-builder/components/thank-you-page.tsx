import { PartyPopper, PenLine } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formBase } from './form-links';

/** A form's thank-you screen: what respondents see after they submit. */
export function ThankYouPage() {
  const { id } = useParams<{ id: string }>();
  const [location] = useLocation();
  const base = formBase(location, id);
  useDocumentTitle('Thank-you screen');

  return (
    <PageContainer>
      <PageHeader
        title="Thank-you screen"
        description="What respondents see after they submit. Soon you can write your own message, add a button or send people to another page."
      />
      <Card className="mx-auto max-w-xl">
        <CardContent className="flex flex-col items-center px-6 py-12 text-center">
          <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <PartyPopper className="size-6" aria-hidden="true" />
          </div>
          <h2 className="text-xl font-semibold">Thank you!</h2>
          <p className="mt-2 text-muted-foreground">
            Your response has been recorded. This default message is shown until you write your own.
          </p>
          {base ? (
            <Button asChild variant="outline" className="mt-6">
              <Link href={`${base}/edit`}>
                <PenLine aria-hidden="true" />
                Back to the builder
              </Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
