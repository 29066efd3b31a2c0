import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

/** The end of a keyset-paged list: "Show more" while there is more, and a failed page's message. */
export function LoadMore({
  hasMore,
  loading,
  failed,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {t(m.loadMoreError)}
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="outline" disabled={loading} onClick={onMore}>
          {loading ? t(m.loading) : t(m.showMore)}
        </Button>
      ) : null}
    </div>
  );
}
