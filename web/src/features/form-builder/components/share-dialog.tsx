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

/** For a double-quoted HTML attribute value: the snippet stays one valid tag whatever the title. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The tag that loads /embed.js (web/public/embed.js). It reads data-formloom-form, data-title (the
 * frame's accessible name) and, for the popup, data-mode and data-button-text.
 */
function embedSnippet(formId: string, title: string, popup: boolean): string {
  const attributes = [
    `src="${window.location.origin}/embed.js"`,
    `data-formloom-form="${attribute(formId)}"`,
    `data-title="${attribute(title)}"`,
    ...(popup ? ['data-mode="popup"', 'data-button-text="Open the form"'] : []),
    'async',
  ];
  return `<script ${attributes.join(' ')}></script>`;
}

/** The published form's link, QR code and embed snippets. */
export function ShareDialog({ open, onOpenChange, form, title }: ShareDialogProps) {
  const link = publicFormUrl(form);
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
              <CopyField label="Embed code" value={embedSnippet(form.id, title, false)} multiline />
              <p className="text-xs text-muted-foreground">
                Paste the embed code into your page’s HTML where the form should appear. The form
                fits the width it is given and grows with its content.
              </p>
            </div>
            <div className="flex flex-col gap-1.5">
              <CopyField
                label="Popup button code"
                value={embedSnippet(form.id, title, true)}
                multiline
              />
              <p className="text-xs text-muted-foreground">
                Or paste this one to show a button there instead, which opens the form over the
                page. Change <code>data-button-text</code> to label the button your way.
              </p>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
