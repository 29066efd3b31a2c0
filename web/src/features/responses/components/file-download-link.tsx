import { Download, Paperclip } from 'lucide-react';
import { fileDownloadPath } from '@core/api/responses';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return t(m.sizeMegabytes, { size: String(Number((bytes / 1024 / 1024).toFixed(1))) });
  if (bytes >= 1024) return t(m.sizeKilobytes, { size: String(Number((bytes / 1024).toFixed(1))) });
  return t(m.sizeBytes, { count: bytes });
}

export interface FileDownloadLinkProps {
  formId: string;
  file: { fileId: string; name: string; size: number };
}

/** One uploaded file: its name as a download link (through the access-checked route) and size. */
export function FileDownloadLink({ formId, file }: FileDownloadLinkProps) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Paperclip className="size-4 text-muted-foreground" aria-hidden="true" />
      <a
        href={fileDownloadPath(formId, file.fileId)}
        download={file.name}
        className="inline-flex items-center gap-1 rounded-sm font-medium break-all text-primary underline-offset-4 hover:underline"
      >
        {file.name}
        <Download className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only">{t(m.download)}</span>
      </a>
      <span className="text-xs text-muted-foreground">{fileSize(file.size)}</span>
    </span>
  );
}
