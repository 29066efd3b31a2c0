import { t } from '@/lib/app-messages/app-messages';
import { cn } from '@/lib/utils';
import { homeMessages as m } from '../messages';

/** A decorative picture of a Formloom form (an NPS question), hidden from assistive technology. */
export function HeroPreview() {
  const selected = 9;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl" />
      <div className="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-lg sm:p-8">
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span>{t(m.previewProgress)}</span>
          <span>{t(m.previewPercent)}</span>
        </div>
        <div className="mt-2 h-1.5 rounded-full bg-muted">
          <div className="h-full w-3/5 rounded-full bg-primary" />
        </div>
        <p className="mt-8 text-sm font-medium text-primary">{t(m.previewLabel)}</p>
        <p className="mt-2 text-xl font-semibold tracking-tight">{t(m.previewQuestion)}</p>
        <div className="mt-6 grid grid-cols-11 gap-1 sm:gap-1.5">
          {Array.from({ length: 11 }, (_, score) => (
            <div
              key={score}
              className={cn(
                'flex aspect-square items-center justify-center rounded-md border text-xs font-medium sm:text-sm',
                score === selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-background text-foreground',
              )}
            >
              {score}
            </div>
          ))}
        </div>
        <div className="mt-2 flex justify-between text-xs text-muted-foreground">
          <span>{t(m.previewLow)}</span>
          <span>{t(m.previewHigh)}</span>
        </div>
        <div className="mt-8 flex items-center justify-between">
          <span className="text-xs text-muted-foreground">{t(m.previewSaved)}</span>
          <span className="inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground">
            {t(m.previewNext)}
          </span>
        </div>
      </div>
    </div>
  );
}
