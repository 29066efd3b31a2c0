import { Link, useSearch } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { safeRedirectParam } from '@/lib/safe-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';
import { withRedirect } from '../redirect-links';
import { GoogleSignInSection } from './google-sign-in-button';
import { RedirectNotice } from './redirect-notice';
import { SignInForm } from './sign-in-form';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';

/** /login: the sign-in page (where a recognised returning user is sent). */
export function LoginPage() {
  useDocumentTitle(t(m.loginDocumentTitle));
  const redirect = safeRedirectParam(useSearch());

  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={t(m.loginTitle)} description={t(m.loginDescription)} />
      {redirect ? <RedirectNotice redirect={redirect} /> : null}
      <Card>
        <CardContent className="grid gap-6 p-4 sm:p-6">
          <SignInForm />
          <GoogleSignInSection />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {tRich(m.newToFormloom, {
          link: (chunks) => (
            <Link
              href={withRedirect('/auth', redirect, 'tab=register')}
              className="font-medium text-primary underline underline-offset-4"
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </PageContainer>
  );
}
