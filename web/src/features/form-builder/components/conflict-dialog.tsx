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
          <DialogTitle>This form was changed elsewhere</DialogTitle>
          <DialogDescription>
            A newer version was saved in another tab or by someone else, so your latest changes were
            not saved. Reload to continue from the newer version, or keep your changes as a copy of
            this form.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() => run('copy', onSaveCopy)}
          >
            {busy === 'copy' ? 'Saving a copy…' : 'Save my version as a copy'}
          </Button>
          <Button disabled={busy !== null} onClick={() => run('reload', onReload)} autoFocus>
            {busy === 'reload' ? 'Reloading…' : 'Reload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
