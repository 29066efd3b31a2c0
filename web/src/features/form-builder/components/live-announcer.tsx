import type { Announcer } from '../state/announcer';
import { useStoreSelector } from '../state/use-store-selector';

/**
 * A zero-width space, no word: kept out of the JSX so the literal-text rule (ADR 056) does not
 * take it for one (a disable comment would name a rule eslint.config.js does not load here yet).
 */
const REREAD = '\u200b';

/** Reads the builder's announcements to screen-reader users (moves, additions, deletions). */
export function LiveAnnouncer({ announcer }: { announcer: Announcer }) {
  const { text, count } = useStoreSelector(announcer, (s) => s);
  return (
    <div aria-live="polite" className="sr-only">
      {text}
      {/* A changing invisible character makes a repeated message be read again. */}
      {count % 2 === 0 ? '' : REREAD}
    </div>
  );
}
