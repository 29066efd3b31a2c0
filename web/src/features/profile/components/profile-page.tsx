import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { t } from '@/lib/app-messages/app-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/format-date';
import { ApiKeysCard } from './api-keys/api-keys-card';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { TwoFactorCard } from './security/two-factor-card';
import { SessionsCard } from './sessions/sessions-card';
import { YourDataCard } from './your-data/your-data-card';
import { profileMessages as m } from '../messages';

export interface ProfileUser {
  name?: string | null;
  username: string;
  email: string;
  authProvider?: string;
  createdAt?: string;
  emailVerified?: boolean;
  pendingEmail?: string | null;
}

export interface ProfilePageProps {
  user: ProfileUser;
}

/** /profile: the account's name, e-mail and password (sign-in required; the shell checks). */
export function ProfilePage({ user }: ProfilePageProps) {
  useDocumentTitle(t(m.documentTitle));
  const since = formatDate(user.createdAt) || null;
  const usesGoogle = user.authProvider === 'google';

  return (
    <PageContainer>
      <PageHeader title={t(m.pageTitle)} description={t(m.pageDescription)} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t(m.accountTitle)}</CardTitle>
            <CardDescription>{t(m.accountDescription)}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-6">
            <dl className="grid gap-3 rounded-lg bg-subtle p-4 text-sm sm:grid-cols-3">
              <dt className="font-medium text-muted-foreground">{t(m.username)}</dt>
              <dd className="break-words sm:col-span-2">{user.username}</dd>
              <dt className="font-medium text-muted-foreground">{t(m.signedInAs)}</dt>
              <dd className="break-words sm:col-span-2">{user.email}</dd>
              {since ? (
                <>
                  <dt className="font-medium text-muted-foreground">{t(m.memberSince)}</dt>
                  <dd className="sm:col-span-2">{since}</dd>
                </>
              ) : null}
            </dl>
            <ProfileDetailsForm user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t(m.passwordTitle)}</CardTitle>
            <CardDescription>
              {t(usesGoogle ? m.passwordGoogle : m.passwordDescription)}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {usesGoogle ? (
              <p className="text-sm text-muted-foreground">{t(m.noPassword)}</p>
            ) : (
              <ChangePasswordForm />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t(m.billingTitle)}</CardTitle>
            <CardDescription>{t(m.billingDescription)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Link href="/billing" className={buttonVariants({ variant: 'outline' })}>
              {t(m.manageBilling)}
            </Link>
            <Link href="/pricing" className={buttonVariants({ variant: 'ghost' })}>
              {t(m.comparePlans)}
            </Link>
          </CardContent>
        </Card>
        <TwoFactorCard />
        <SessionsCard />
        <ApiKeysCard />
        <YourDataCard />
      </div>
    </PageContainer>
  );
}
