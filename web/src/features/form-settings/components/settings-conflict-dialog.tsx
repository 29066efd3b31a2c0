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

/** A settings save refused with 409: reload the newer version (the edits here are dropped). */
export function SettingsConflictDialog({
  open,
  onReload,
}: {
  open: boolean;
  onReload: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open}>
      <DialogContent
        role="alertdialog"
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>This form was changed elsewhere</DialogTitle>
          <DialogDescription>
            A newer version was saved in another tab or by someone else, so these settings were not
            saved. Reload to see the latest settings, then make your changes again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button
            autoFocus
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onReload().finally(() => setBusy(false));
            }}
          >
            {busy ? 'Reloading…' : 'Reload'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
