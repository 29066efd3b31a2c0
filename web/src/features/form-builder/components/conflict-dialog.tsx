import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

export interface ConflictDialogProps {
  open: boolean;
  /** Loads the newer version from the server, dropping this tab's unsaved edits. */
  onReload: () => Promise<void>;
  /** Keeps this tab's edits as a new form. */
  onSaveCopy: () => Promise<void>;
}

/**
 * Shown when a save is refused because the form was saved elsewhere (409). Saving stops until
 * the author chooses: nothing is ever overwritten silently.
 */
export function ConflictDialog({ open, onReload, onSaveCopy }: ConflictDialogProps) {
  const [busy, setBusy] = useState<'reload' | 'copy' | null>(null);
  const run = (kind: 'reload' | 'copy', action: () => Promise<void>) => {
    setBusy(kind);
    void action().finally(() => setBusy(null));
  };
  return (
    <Dialog open={open}>
      <DialogContent
        role="alertdialog"
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t(m.conflictTitle)}</DialogTitle>
          <DialogDescription>{t(m.conflictDescription)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => run('copy', onSaveCopy)}
          >
            {t(busy === 'copy' ? m.savingCopy : m.saveMyVersionAsCopy)}
          </Button>
          <Button disabled={busy !== null} onClick={() => run('reload', onReload)} autoFocus>
            {t(busy === 'reload' ? m.reloading : m.reload)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
