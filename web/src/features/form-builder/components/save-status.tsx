import { CloudCheck, CloudOff, LoaderCircle, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBuilderSession } from '../state/builder-context';
import { useStoreSelector } from '../state/use-store-selector';
import type { SaveStatus } from '../state/autosave';
import { focusSoon, questionDomId } from '../state/dom-ids';

function describe(status: SaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return 'Saved';
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'invalid':
      return status.issues.length === 1
        ? 'Not saved: 1 problem to fix'
        : `Not saved: ${status.issues.length} problems to fix`;
    case 'error':
      return "Couldn't save";
    case 'conflict':
      return 'Changed elsewhere';
  }
}

/** Saved / Saving… / Couldn't save (with Retry), announced politely as it changes. */
export function SaveStatusIndicator() {
  const { autosave } = useBuilderSession();
  const status = useStoreSelector(autosave, (s) => s);
  const text = describe(status);
  const busy = status.kind === 'pending' || status.kind === 'saving';
  const Icon = busy
    ? LoaderCircle
    : status.kind === 'saved'
      ? CloudCheck
      : status.kind === 'error'
        ? CloudOff
        : TriangleExclamationPoint;
  const firstIssue = status.kind === 'invalid' ? status.issues[0] : undefined;

  return (
    <div className="flex items-center gap-2 text-sm">
      <span
        role="status"
        data-testid="save-status"
        className={
          status.kind === 'saved' || busy
            ? 'flex items-center gap-1.5 text-muted-foreground'
            : 'flex items-center gap-1.5 font-medium text-destructive'
        }
      >
        <Icon className={busy ? 'size-4 motion-safe:animate-spin' : 'size-4'} aria-hidden="true" />
        {text}
      </span>
      {status.kind === 'error' ? (
        <Button variant="outline" size="sm" onClick={() => void autosave.flush()}>
          Retry
        </Button>
      ) : null}
      {firstIssue ? (
        <Button
          variant="link"
          size="sm"
          onClick={() =>
            focusSoon(
              firstIssue.questionId
                ? questionDomId(firstIssue.questionId, 'title')
                : 'builder-form-title',
            )
          }
        >
          Show
        </Button>
      ) : null}
    </div>
  );
}
