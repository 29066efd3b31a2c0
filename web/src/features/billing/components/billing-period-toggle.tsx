import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

export type BillingPeriod = 'month' | 'year';

export interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onValueChange: (value: BillingPeriod) => void;
  /** "Save 17%" beside Yearly, when yearly costs less than twelve months. */
  yearlySaving?: string | null;
}

const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: 'month', label: m.monthly },
  { value: 'year', label: m.yearly },
];

/**
 * Monthly or yearly prices: a two-option radio group (one tab stop, arrow keys switch), drawn as
 * a segmented control.
 */
export function BillingPeriodToggle({
  value,
  onValueChange,
  yearlySaving,
}: BillingPeriodToggleProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'month' ? 'year' : 'month';
    onValueChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  };

  return (
    <div
      role="radiogroup"
      aria-label={t(m.billingPeriod)}
      onKeyDown={onKeyDown}
      className="inline-grid grid-flow-col gap-1 rounded-lg bg-muted p-1"
    >
      {OPTIONS.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            data-value={option.value}
            tabIndex={checked ? 0 : -1}
            onClick={() => onValueChange(option.value)}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-md px-4 text-sm font-medium whitespace-nowrap transition-colors duration-(--duration-fast)',
              checked
                ? 'bg-background text-foreground shadow-xs'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(option.label)}
            {option.value === 'year' && yearlySaving ? (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-soft-foreground">
                {yearlySaving}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
