import { Link, useSearch } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { safeRedirectParam } from '@/lib/safe-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';
import { withRedirect } from '../redirect-links';
import { GoogleSignInSection } from './google-sign-in-button';
import { RedirectNotice } from './redirect-notice';
import { SignInForm } from './sign-in-form';

/** /login: the sign-in page (where a recognised returning user is sent). */
export function LoginPage() {
  useDocumentTitle('Log in');
  const redirect = safeRedirectParam(useSearch());

  return (
    <PageContainer className="max-w-xl">
      <PageHeader
        title="Welcome back"
        description="Log in with your username and password to pick up where you left off."
      />
      {redirect ? <RedirectNotice redirect={redirect} /> : null}
      <Card>
        <CardContent className="grid gap-6 p-4 sm:p-6">
          <SignInForm />
          <GoogleSignInSection />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New to Formloom?{' '}
        <Link
          href={withRedirect('/auth', redirect, 'tab=register')}
          className="font-medium text-primary underline underline-offset-4"
        >
          Create an account
        </Link>
      </p>
    </PageContainer>
  );
}
