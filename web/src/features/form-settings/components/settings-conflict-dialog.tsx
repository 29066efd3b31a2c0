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
import { formSettingsMessages as m } from '../messages';

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
          <DialogTitle>{t(m.conflictTitle)}</DialogTitle>
          <DialogDescription>{t(m.conflictDescription)}</DialogDescription>
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
            {busy ? t(m.reloading) : t(m.reload)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
