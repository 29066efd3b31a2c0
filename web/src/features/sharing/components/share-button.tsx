import { Users } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CompactLabel, compactButton } from '@/components/ui/compact-label';
import { t } from '@/lib/app-messages/app-messages';
import type { ShareButtonProps } from '@/lib/form-actions-context';
import { sharingMessages as m } from '../messages';

// The dialog and its schemas load on first use: the dashboard and the builder do not wait for them.
const ShareDialog = lazy(async () => ({
  default: (await import('./share-dialog')).ShareDialog,
}));

/** "Share" on the builder's toolbar, a dashboard card and the responses page. */
export function ShareButton({ formId, title, size = 'default', compact }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        size={size}
        className={compact ? compactButton : undefined}
        aria-haspopup="dialog"
        aria-label={t(m.shareNamed, { title })}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Users aria-hidden="true" />
        {compact ? <CompactLabel>{t(m.share)}</CompactLabel> : t(m.share)}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ShareDialog
            formId={formId}
            title={title}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
