import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX, Users } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import type { AdminUserSummary } from '@core/api/admin';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/format-date';
import { fetchUsersPage, USERS_URL } from '../../api/admin-api';
import { ListSkeleton } from '../list-skeleton';
import { LoadMore } from '../load-more';
import { SearchForm } from '../search-form';
import { UserBadges } from './user-badges';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminUsersMessages as m } from './messages';

function UserRow({ user }: { user: AdminUserSummary }) {
  return (
    <li className="border-b border-border last:border-0">
      <Link
        href={`/users/${user.id}`}
        className="flex flex-col gap-1 px-2 py-3 transition-colors hover:bg-accent sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">
            {tRich(m.userName, {
              name: user.name?.trim() || user.username,
              username: user.username,
              handle: (chunks) => (
                <span className="font-normal text-muted-foreground">{chunks}</span>
              ),
            })}
          </span>
          <span className="block truncate text-sm text-muted-foreground">{user.email}</span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <UserBadges user={user} />
          <span>{t(m.credits, { count: user.credits })}</span>
          <span>{t(m.joinedOn, { date: formatDate(user.createdAt) })}</span>
        </span>
      </Link>
    </li>
  );
}

/** /admin/users: every account, newest first, searched by username, e-mail or name. */
export function UsersSection() {
  useDocumentTitle(t(m.usersDocumentTitle));
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const users = useInfiniteQuery({
    queryKey: [USERS_URL, { q }],
    queryFn: ({ pageParam, signal }) => fetchUsersPage(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <>
      <PageHeader title={t(m.usersTitle)} description={t(m.usersDescription)} />
      <SearchForm
        label={t(m.searchUsers)}
        placeholder={t(m.searchUsersPlaceholder)}
        value={q}
        onSearch={(next) => setSearchParams(next ? { q: next } : {})}
      />
      {users.isPending ? <ListSkeleton label={t(m.loadingUsers)} /> : null}
      {users.isError && !users.data ? (
        <ErrorState
          title={t(m.usersLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : null}
      {users.data && rows.length === 0 ? (
        q ? (
          <EmptyState
            icon={SearchX}
            title={t(m.noUsersMatch)}
            description={t(m.noUsersMatchDescription, { q })}
          />
        ) : (
          <EmptyState icon={Users} title={t(m.noUsers)} description={t(m.noUsersDescription)} />
        )
      ) : null}
      {rows.length > 0 ? (
        <section aria-label={q ? t(m.usersMatching, { q }) : t(m.allUsers)}>
          <ul className="rounded-xl border border-border px-2">
            {rows.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
          <LoadMore
            hasMore={users.hasNextPage}
            loading={users.isFetchingNextPage}
            failed={users.isFetchNextPageError}
            onMore={() => void users.fetchNextPage()}
          />
        </section>
      ) : null}
    </>
  );
}
