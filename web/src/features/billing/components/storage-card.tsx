import { CircleAlert, HardDrive } from 'lucide-react';
import { useId } from 'react';
import { type BillingState, formatBytes, storageAlertLevel } from '@core/api/billing';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** "812.4 MB of 1 GB used": the words the bar's text and its accessible value share. */
export function storageUsedText(storage: BillingState['storage']): string {
  return `${formatBytes(storage.usedBytes)} of ${formatBytes(storage.quotaBytes)} used`;
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
          Storage
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Files uploaded to your forms and your brand logos.
        </p>
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
          aria-valuetext={`${percent}%: ${text}`}
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
                ? 'Your storage is full: your forms no longer accept file uploads. Delete responses with files you no longer need'
                : 'Your storage is almost full. When it is full, your forms stop accepting file uploads. Delete responses with files you no longer need'}
              {state.plan === 'free' ? ', or upgrade to Pro for more room.' : '.'}
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
