import type { Announcer } from '../state/announcer';
import { useStoreSelector } from '../state/use-store-selector';

/** Reads the builder's announcements to screen-reader users (moves, additions, deletions). */
export function LiveAnnouncer({ announcer }: { announcer: Announcer }) {
  const { text, count } = useStoreSelector(announcer, (s) => s);
  return (
    <div aria-live="polite" className="sr-only">
      {text}
      {/* A changing invisible character makes a repeated message be read again. */}
      {count % 2 === 0 ? '' : '\u200b'}
    </div>
  );
}
