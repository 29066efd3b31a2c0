import type { CreateApiKeyResponse } from '@core/api/api-keys';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { copyText } from '@/lib/clipboard';
import { profileMessages as m } from '../../messages';

export interface NewApiKeyDialogProps {
  /** The key just created; null when the dialog is closed. */
  created: CreateApiKeyResponse | null;
  onClose: () => void;
}

/**
 * The one time a key is shown. It lives only in this dialog's props: closing the dialog drops it,
 * and the server keeps only its hash, so the warning says so plainly.
 */
export function NewApiKeyDialog({ created, onClose }: NewApiKeyDialogProps) {
  const fieldId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    if (!created) return;
    setCopied((await copyText(created.key)) ? 'yes' : 'failed');
  };

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(m.newKeyTitle)}</DialogTitle>
          <DialogDescription>
            {tRich(created ? m.newKeyDescriptionNamed : m.newKeyDescription, {
              name: created?.apiKey.name ?? '',
              header: 'Authorization: Bearer <key>',
              apiUrl: '/api/v1',
              code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={fieldId}>{t(m.apiKeyLabel)}</Label>
          <div className="flex gap-2">
            <Input
              id={fieldId}
              readOnly
              value={created?.key ?? ''}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {t(copied === 'yes' ? m.copied : m.copy)}
            </Button>
          </div>
          <p role="status" className="min-h-4 text-xs text-muted-foreground">
            {copied === 'yes' ? t(m.copiedToClipboard) : null}
            {copied === 'failed' ? t(m.copyFailed) : null}
          </p>
        </div>
        <p className="flex gap-2 rounded-lg border border-border bg-subtle p-3 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>{t(m.copyNowWarning)}</span>
        </p>
        <DialogFooter>
          <Button
            type="button"
            onClick={() => {
              setCopied(null);
              onClose();
            }}
          >
            {t(m.done)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
