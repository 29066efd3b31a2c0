import { Eye, PenLine, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { formPreviewMessages as m } from '../messages';

/** Says clearly that this is a preview whose answers go nowhere. */
export function PreviewBanner({
  editHref,
  editLabel = t(m.backToBuilder),
  onRestart,
}: {
  editHref: string;
  /** A viewer goes back to the responses instead: they never see builder controls. */
  editLabel?: string;
  /** Left out when there is nothing to restart (a form without questions). */
  onRestart?: () => void;
}) {
  return (
    <div className="border-b border-border bg-primary-soft text-primary-soft-foreground">
      <div className="mx-auto flex w-full max-w-(--container-page) flex-wrap items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Eye className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 text-sm">
          {tRich(m.bannerNotice, {
            strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
          })}
        </p>
        {onRestart ? (
          <Button variant="outline" size="sm" onClick={onRestart}>
            <RotateCcw aria-hidden="true" />
            {t(m.restart)}
          </Button>
        ) : null}
        <Button asChild size="sm">
          <Link href={editHref}>
            <PenLine aria-hidden="true" />
            {editLabel}
          </Link>
        </Button>
      </div>
    </div>
  );
}
