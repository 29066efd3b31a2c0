/**
 * The bell's list (polled every 30 s, spec §7 and §9) and the /notifications page's pages. Both are
 * keyed under the list's path, so marking read or answering an invitation refreshes both at once.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  NOTIFICATION_PANEL_MAX,
  NOTIFICATION_POLL_MS,
  NOTIFICATIONS_PATH,
} from '@core/api/notifications';
import { fetchNotifications } from './notifications-api';

export const NOTIFICATIONS_QUERY_KEY = [NOTIFICATIONS_PATH] as const;
const PAGE_SIZE = 20;

/**
 * The panel's items: only the first NOTIFICATION_PANEL_MAX are read; `nextCursor` says whether
 * there are more (the View All button). Mounted only for signed-in users, so guests never poll.
 */
export function useNotificationPanel() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'panel'],
    queryFn: ({ signal }) => fetchNotifications({ limit: NOTIFICATION_PANEL_MAX }, signal),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** Every notification, a page at a time ("Load more" follows the cursor). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      fetchNotifications({ limit: PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchOnMount: 'always',
  });
}
