import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format-date';
import type { DraftDecision } from '../state/draft-restore';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

export interface DraftNoticeProps {
  decision: Exclude<DraftDecision, { kind: 'none' }>;
  /** Restored: put the server's version back. Stale: keep the server's version. */
  onDiscard: () => void;
  /** Stale only: bring the unsaved copy back. */
  onRestore: () => void;
  onDismiss: () => void;
}

/** Tells the author about unsaved changes found in this browser, and lets them choose. */
export function DraftNotice({ decision, onDiscard, onRestore, onDismiss }: DraftNoticeProps) {
  const when = formatRelativeTime(new Date(decision.draft.savedAt));
  const restored = decision.kind === 'restored';
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-primary-soft p-4 text-primary-soft-foreground sm:flex-row sm:items-center"
    >
      <History className="size-5 shrink-0" aria-hidden="true" />
      <p className="flex-1 text-sm">
        {restored ? t(m.draftRestored, { when }) : t(m.draftStale, { when })}
      </p>
      <div className="flex flex-wrap gap-2">
        {restored ? (
          <>
            <Button size="sm" variant="outline" onClick={onDiscard}>
              {t(m.discardThem)}
            </Button>
            <Button size="sm" onClick={onDismiss}>
              {t(m.keepThem)}
            </Button>
          </>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={onDiscard}>
              {t(m.keepSavedVersion)}
            </Button>
            <Button size="sm" onClick={onRestore}>
              {t(m.useUnsavedChanges)}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
