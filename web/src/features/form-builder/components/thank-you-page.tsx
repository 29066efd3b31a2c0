import { PartyPopper, PenLine } from 'lucide-react';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formBase } from './form-links';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/** A form's thank-you screen: what respondents see after they submit. */
export function ThankYouPage() {
  const { id } = useParams<{ id: string }>();
  const [location] = useLocation();
  const base = formBase(location, id);
  useDocumentTitle(t(m.thankYouScreen));

  return (
    <PageContainer>
      <PageHeader title={t(m.thankYouScreen)} description={t(m.thankYouPageDescription)} />
      <Card className="mx-auto max-w-xl">
        <CardContent className="flex flex-col items-center px-6 py-12 text-center">
          <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <PartyPopper className="size-6" aria-hidden="true" />
          </div>
          <h2 className="text-xl font-semibold">{t(m.thankYouHeading)}</h2>
          <p className="mt-2 text-muted-foreground">{t(m.thankYouText)}</p>
          {base ? (
            <Button asChild variant="outline" className="mt-6">
              <Link href={`${base}/edit`}>
                <PenLine aria-hidden="true" />
                {t(m.backToBuilder)}
              </Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
