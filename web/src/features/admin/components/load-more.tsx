import { Button } from '@/components/ui/button';

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
          Couldn&apos;t load more. Check your connection and try again.
        </p>
      ) : null}
      {hasMore ? (
        <Button variant="outline" disabled={loading} onClick={onMore}>
          {loading ? 'Loading…' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
