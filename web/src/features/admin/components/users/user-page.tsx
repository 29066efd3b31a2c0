import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, UserX } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminUserDetail } from '@core/api/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate, formatDateTime, formatDateUtc } from '@/lib/format-date';
import { userDetailQuery } from '../../api/admin-api';
import { UserActions } from './user-actions';
import { UserBadges } from './user-badges';
import { UserForms } from './user-forms';
import { UserLedger } from './user-ledger';
import { UserSessions } from './user-sessions';
import { t } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

function BackLink() {
  return (
    <Button asChild variant="link" className="mb-4">
      <Link href="/users">
        <ArrowLeft aria-hidden="true" />
        {t(m.backToUsers)}
      </Link>
    </Button>
  );
}

function Facts({ rows }: { rows: readonly [string, string][] }) {
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function planRows(detail: AdminUserDetail): [string, string][] {
  const { user } = detail;
  const sub = user.subscription;
  const rows: [string, string][] = [
    [t(m.factPlan), user.plan === 'pro' ? t(m.planPro) : t(m.planFree)],
  ];
  if (sub.status) {
    rows.push([
      t(m.factSubscription),
      sub.stripe ? t(m.subscriptionStripe, { status: sub.status }) : sub.status,
    ]);
  }
  if (sub.endDate) {
    rows.push([
      user.plan === 'pro' ? t(m.factProUntil) : t(m.factProEnded),
      formatDateUtc(sub.endDate),
    ]);
  }
  rows.push([t(m.factCredits), String(user.credits)]);
  return rows;
}

function profileRows(detail: AdminUserDetail): [string, string][] {
  const { user } = detail;
  return [
    [t(m.factName), user.name?.trim() || t(m.noName)],
    [t(m.factUsername), user.username],
    [t(m.factEmail), user.email],
    [t(m.factRole), user.role === 'admin' ? t(m.roleAdmin) : t(m.roleUser)],
    [
      t(m.factSignsInWith),
      user.authProvider === 'google' ? t(m.providerGoogle) : t(m.providerPassword),
    ],
    [t(m.factJoined), formatDate(user.createdAt)],
    [t(m.factLastSignIn), user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t(m.never)],
    ...(user.disabledAt
      ? ([[t(m.factDisabled), formatDateTime(user.disabledAt)]] as [string, string][])
      : []),
  ];
}

function UserSkeleton() {
  return (
    <div>
      <Spinner size="sm" label={t(m.loadingUser)} className="sr-only" />
      <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}

/** /admin/users/{id}: one account with its plan, credits, forms and sessions, and what to do. */
export function UserPage({ id, currentAdminId }: { id: string; currentAdminId: number }) {
  const userId = /^\d+$/.test(id) ? Number(id) : NaN;
  const detail = useQuery({ ...userDetailQuery(userId), enabled: Number.isSafeInteger(userId) });
  const user = detail.data?.user;
  useDocumentTitle(
    user ? t(m.userDocumentTitle, { username: user.username }) : t(m.userDocumentTitlePending),
  );

  const missing =
    !Number.isSafeInteger(userId) || (isApiError(detail.error) && detail.error.status === 404);
  if (missing) {
    return (
      <>
        <BackLink />
        <EmptyState
          icon={UserX}
          title={t(m.noSuchUser)}
          description={t(m.noSuchUserDescription)}
          action={
            <Button asChild variant="outline">
              <Link href="/users">{t(m.backToAllUsers)}</Link>
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <BackLink />
      {detail.isPending ? <UserSkeleton /> : null}
      {detail.isError && !detail.data ? (
        <ErrorState
          title={t(m.userLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : null}
      {detail.data && user ? (
        <>
          <PageHeader
            title={user.name?.trim() || user.username}
            description={t(m.userHandle, { username: user.username, email: user.email })}
            actions={
              <div className="flex flex-wrap gap-2">
                <UserBadges user={user} />
              </div>
            }
          />
          <div className="flex flex-col gap-8">
            <UserActions detail={detail.data} isSelf={user.id === currentAdminId} />
            <div className="grid gap-6 lg:grid-cols-2">
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{t(m.profile)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <Facts rows={profileRows(detail.data)} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle as="h2">{t(m.planAndCredits)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <Facts rows={planRows(detail.data)} />
                </CardContent>
              </Card>
            </div>
            <UserLedger entries={detail.data.ledger} />
            <UserForms forms={detail.data.forms} />
            <UserSessions sessions={detail.data.sessions} />
          </div>
        </>
      ) : null}
    </>
  );
}
