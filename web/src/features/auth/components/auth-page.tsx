import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { invitationLinkOf, useInvitation } from '@/lib/invitation-query';
import { safeRedirectParam } from '@/lib/safe-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';
import { withRedirect } from '../redirect-links';
import { GoogleSignInSection } from './google-sign-in-button';
import { RedirectNotice } from './redirect-notice';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { authMessages as m } from '../messages';

type AuthTab = 'login' | 'register';

/**
 * /auth: sign in or create an account, on two tabs (?tab=register opens the second). After signing
 * in, the app shell takes the person to the `redirect` page, or to the dashboard. Sent here from an
 * invitation's link, the page names the invitation and fills in the address it was sent to.
 */
export function AuthPage() {
  useDocumentTitle(t(m.authDocumentTitle));
  const search = useSearch();
  const redirect = safeRedirectParam(search);
  // The same query as the notice's: one request, and the address it was sent to.
  const invitation = useInvitation(invitationLinkOf(redirect));
  const [tab, setTab] = useState<AuthTab>(() =>
    new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login',
  );

  return (
    <PageContainer className="max-w-xl">
      <PageHeader title={t(m.authTitle)} description={t(m.authDescription)} />
      {redirect ? <RedirectNotice redirect={redirect} /> : null}
      <Card>
        <CardContent className="grid gap-6 p-4 sm:p-6">
          <Tabs
            label={t(m.authTabs)}
            value={tab}
            onValueChange={setTab}
            items={[
              { value: 'login', label: t(m.signIn), panel: <SignInForm /> },
              {
                value: 'register',
                label: t(m.createAccount),
                panel: (
                  <RegisterForm
                    loginPath={withRedirect('/login', redirect)}
                    invitedEmail={invitation.data?.email}
                  />
                ),
              },
            ]}
          />
          <GoogleSignInSection />
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {tRich(m.guestPrompt, {
          link: (chunks) => (
            <Link
              href="/forms/new"
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
