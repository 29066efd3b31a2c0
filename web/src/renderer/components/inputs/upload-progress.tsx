import { useTranslator } from '../../i18n/translator-context';
import type { UploadProgress } from '../../state/use-uploads';

export function UploadProgressList({ uploads }: { uploads: UploadProgress[] }) {
  const { t, percent: asPercent } = useTranslator();
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 grid gap-2">
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        return (
          <li key={upload.key} className="text-sm">
            <div className="flex justify-between gap-2">
              <span className="truncate">{upload.name}</span>
              <span className="text-muted-foreground">{asPercent(upload.progress)}</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('uploading', { name: upload.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-(--fl-secondary) transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
