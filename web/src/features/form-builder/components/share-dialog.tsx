import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { publicFormUrl, type FormRef } from '@/lib/form-paths';
import { CopyField } from './copy-field';
import { QrCode } from './qr-code';

export interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: FormRef;
  title: string;
}

/** The published form's link, QR code and embed snippet. */
export function ShareDialog({ open, onOpenChange, form, title }: ShareDialogProps) {
  const link = publicFormUrl(form);
  const embed = `<script src="${window.location.origin}/embed.js" data-formloom-form="${form.id}" async></script>`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Your form is live</DialogTitle>
          <DialogDescription>
            Share the link, print the QR code or embed the form.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <div className="flex flex-col gap-5">
            <CopyField label="Public link" value={link} />
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <QrCode text={link} alt={`QR code that opens the form “${title}”`} />
              <div className="flex flex-col gap-2 text-sm text-muted-foreground">
                <p>Scanning the code opens the form on a phone.</p>
                <Button asChild variant="outline" size="sm" className="w-fit">
                  <a href={link} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden="true" />
                    Open the form
                  </a>
                </Button>
              </div>
            </div>
            <div className="flex flex-col gap-1.5">
              <CopyField label="Embed code" value={embed} multiline />
              <p className="text-xs text-muted-foreground">
                Embedding arrives in an upcoming release: the embed script is not served yet, and
                this snippet will work unchanged once it is.
              </p>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
