import { CloudCheck, CloudOff, LoaderCircle, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBuilderSession } from '../state/builder-context';
import { useStoreSelector } from '../state/use-store-selector';
import type { SaveStatus } from '../state/autosave';
import { focusSoon, questionDomId } from '../state/dom-ids';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

function describe(status: SaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return t(m.saved);
    case 'pending':
    case 'saving':
      return t(m.saving);
    case 'invalid':
      return t(m.notSavedProblems, { count: status.issues.length });
    case 'error':
      return t(m.couldNotSave);
    case 'conflict':
      return t(m.changedElsewhere);
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
          {t(m.retry)}
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
          {t(m.show)}
        </Button>
      ) : null}
    </div>
  );
}
