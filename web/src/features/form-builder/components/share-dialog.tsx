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
import { t, tRich } from '@/lib/app-messages/app-messages';
import { builderPublishingMessages as m } from './publishing/messages';

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
    ...(popup
      ? ['data-mode="popup"', `data-button-text="${attribute(t(m.popupButtonText))}"`]
      : []),
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
          <DialogTitle>{t(m.shareTitle)}</DialogTitle>
          <DialogDescription>{t(m.shareDescription)}</DialogDescription>
        </DialogHeader>
        {open ? (
          <div className="flex flex-col gap-5">
            <CopyField label={t(m.publicLink)} value={link} />
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
              <QrCode text={link} alt={t(m.qrCodeAlt, { title })} />
              <div className="flex flex-col gap-2 text-sm text-muted-foreground">
                <p>{t(m.qrCodeHint)}</p>
                <Button asChild variant="outline" size="sm" className="w-fit">
                  <a href={link} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden="true" />
                    {t(m.openTheForm)}
                  </a>
                </Button>
              </div>
            </div>
            <div className="flex flex-col gap-1.5">
              <CopyField
                label={t(m.embedCode)}
                value={embedSnippet(form.id, title, false)}
                multiline
              />
              <p className="text-xs text-muted-foreground">{t(m.embedHint)}</p>
            </div>
            <div className="flex flex-col gap-1.5">
              <CopyField
                label={t(m.popupCode)}
                value={embedSnippet(form.id, title, true)}
                multiline
              />
              <p className="text-xs text-muted-foreground">
                {tRich(m.popupHint, { code: (chunks) => <code>{chunks}</code> })}
              </p>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
