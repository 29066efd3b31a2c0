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

function BackLink() {
  return (
    <Button asChild variant="link" className="mb-4">
      <Link href="/users">
        <ArrowLeft aria-hidden="true" />
        All users
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
  const rows: [string, string][] = [['Plan', user.plan === 'pro' ? 'Pro' : 'Free']];
  if (sub.status) rows.push(['Subscription', sub.stripe ? `${sub.status} (Stripe)` : sub.status]);
  if (sub.endDate)
    rows.push([user.plan === 'pro' ? 'Pro until' : 'Pro ended', formatDateUtc(sub.endDate)]);
  rows.push(['Credits', String(user.credits)]);
  return rows;
}

function profileRows(detail: AdminUserDetail): [string, string][] {
  const { user } = detail;
  return [
    ['Name', user.name?.trim() || '—'],
    ['Username', user.username],
    ['E-mail', user.email],
    ['Role', user.role === 'admin' ? 'Admin' : 'User'],
    ['Signs in with', user.authProvider === 'google' ? 'Google' : 'Password'],
    ['Joined', formatDate(user.createdAt)],
    ['Last sign-in', user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'],
    ...(user.disabledAt
      ? ([['Disabled', formatDateTime(user.disabledAt)]] as [string, string][])
      : []),
  ];
}

function UserSkeleton() {
  return (
    <div>
      <Spinner size="sm" label="Loading the user…" className="sr-only" />
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
  useDocumentTitle(user ? `Admin · ${user.username}` : 'Admin · User');

  const missing =
    !Number.isSafeInteger(userId) || (isApiError(detail.error) && detail.error.status === 404);
  if (missing) {
    return (
      <>
        <BackLink />
        <EmptyState
          icon={UserX}
          title="No such user"
          description="The account may have been deleted, or the link is mistyped."
          action={
            <Button asChild variant="outline">
              <Link href="/users">Back to all users</Link>
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
          title="Couldn't load this user"
          description="Check your connection and try again."
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : null}
      {detail.data && user ? (
        <>
          <PageHeader
            title={user.name?.trim() || user.username}
            description={`@${user.username} · ${user.email}`}
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
                  <CardTitle as="h2">Profile</CardTitle>
                </CardHeader>
                <CardContent>
                  <Facts rows={profileRows(detail.data)} />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle as="h2">Plan and credits</CardTitle>
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
