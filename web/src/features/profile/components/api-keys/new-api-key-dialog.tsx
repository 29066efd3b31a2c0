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
import { copyText } from '@/lib/clipboard';

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
          <DialogTitle>Your new API key</DialogTitle>
          <DialogDescription>
            {created ? `${created.apiKey.name}: ` : null}send it as{' '}
            <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code> to the API
            at <code className="font-mono text-xs">/api/v1</code>.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={fieldId}>API key</Label>
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
              {copied === 'yes' ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p role="status" className="min-h-4 text-xs text-muted-foreground">
            {copied === 'yes' ? 'Copied to the clipboard.' : null}
            {copied === 'failed' ? 'Could not copy: select the key and copy it yourself.' : null}
          </p>
        </div>
        <p className="flex gap-2 rounded-lg border border-border bg-subtle p-3 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            Copy this key now: you won&apos;t be able to see it again. Anyone with it can act as you
            in the API, so keep it secret.
          </span>
        </p>
        <DialogFooter>
          <Button
            type="button"
            onClick={() => {
              setCopied(null);
              onClose();
            }}
          >
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
