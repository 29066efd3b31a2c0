import { Eye, PenLine, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** Says clearly that this is a preview whose answers go nowhere. */
export function PreviewBanner({
  editHref,
  editLabel = 'Back to the builder',
  onRestart,
}: {
  editHref: string;
  /** A viewer goes back to the responses instead: they never see builder controls. */
  editLabel?: string;
  onRestart: () => void;
}) {
  return (
    <div className="border-b border-border bg-primary-soft text-primary-soft-foreground">
      <div className="mx-auto flex w-full max-w-(--container-page) flex-wrap items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Eye className="size-5 shrink-0" aria-hidden="true" />
        <p className="flex-1 text-sm">
          <strong className="font-semibold">Preview</strong>: answers you give here are not saved.
        </p>
        <Button variant="outline" size="sm" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          Restart
        </Button>
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
