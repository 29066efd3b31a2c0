import { CircleAlert, HardDrive } from 'lucide-react';
import { useId } from 'react';
import { type BillingState, formatBytes, storageAlertLevel } from '@core/api/billing';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

/** "812.4 MB of 1 GB used": the words the bar's text and its accessible value share. */
export function storageUsedText(storage: BillingState['storage']): string {
  return t(m.storageUsed, {
    used: formatBytes(storage.usedBytes),
    quota: formatBytes(storage.quotaBytes),
  });
}

/**
 * The plan's file storage (issue 20): what the owner's forms' uploads and brand logos take, against
 * the quota, as a bar and in words; a warning from 80 %, and what a full quota means.
 */
export function StorageCard({ state }: { state: BillingState }) {
  const { storage } = state;
  const labelId = useId();
  const level = storageAlertLevel(storage);
  // Whole percent for the bar and screen readers; never past 100 (the last file may overshoot).
  const percent = Math.min(100, Math.floor((storage.usedBytes / storage.quotaBytes) * 100));
  const text = storageUsedText(storage);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-xl">
          <HardDrive className="size-5 text-primary" aria-hidden="true" />
          {t(m.storageHeading)}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t(m.storageDescription)}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p id={labelId} className="text-sm font-medium">
          {text}
        </p>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t(m.storageValueText, { percent, text })}
          className="h-3 w-full overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', level === 100 ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${percent}%` }}
          />
        </div>
        {level > 0 ? (
          <div
            role={level === 100 ? 'alert' : undefined}
            className="flex gap-3 rounded-md border border-border p-3 text-sm"
          >
            <CircleAlert
              className={cn(
                'mt-0.5 size-4 shrink-0',
                level === 100 ? 'text-destructive' : 'text-primary',
              )}
              aria-hidden="true"
            />
            <p>
              {level === 100
                ? t(state.plan === 'free' ? m.storageFullFree : m.storageFull)
                : t(state.plan === 'free' ? m.storageAlmostFullFree : m.storageAlmostFull)}
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
