import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { copyText } from '@/lib/clipboard';
import { profileMessages as m } from '../../messages';

export const BACKUP_CODES_FILE = 'formloom-backup-codes.txt';

function fileText(codes: string[]): string {
  return [t(m.backupCodesFileTitle), t(m.backupCodesFileText), '', ...codes, ''].join('\n');
}

function download(codes: string[]) {
  const url = URL.createObjectURL(new Blob([fileText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = BACKUP_CODES_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export interface BackupCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/**
 * The one time backup codes are shown: the server keeps only their hashes, so the panel says so
 * and offers a file and the clipboard. Closing it drops the codes.
 */
export function BackupCodesPanel({ codes, onDone }: BackupCodesPanelProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  return (
    <section aria-labelledby="backup-codes-heading" className="grid gap-4">
      <h3 id="backup-codes-heading" className="font-semibold">
        {t(m.yourBackupCodes)}
      </h3>
      <p className="flex gap-2 rounded-lg border border-border bg-subtle p-3 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        <span>{t(m.saveCodesWarning)}</span>
      </p>
      <ol aria-label={t(m.backupCodes)} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-subtle px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          <Download aria-hidden="true" />
          {t(m.downloadTxt)}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void copyText(codes.join('\n')).then((ok) => setCopied(ok ? 'yes' : 'failed'))
          }
        >
          {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t(copied === 'yes' ? m.copied : m.copy)}
        </Button>
        <Button type="button" onClick={onDone}>
          {t(m.savedThem)}
        </Button>
      </div>
      <p role="status" className="min-h-4 text-xs text-muted-foreground">
        {copied === 'yes' ? t(m.copiedToClipboard) : null}
        {copied === 'failed' ? t(m.codesCopyFailed) : null}
      </p>
    </section>
  );
}
