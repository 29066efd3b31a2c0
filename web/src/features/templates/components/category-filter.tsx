import type { TemplateCategory } from '@core/templates/template';
import { t } from '@/lib/app-messages/app-messages';
import { templateCategoryName } from '@/lib/core-texts/core-texts';
import { cn } from '@/lib/utils';
import { templatesMessages as m } from '../messages';

export interface CategoryFilterProps {
  categories: readonly TemplateCategory[];
  /** Templates per category among the current search's results. */
  counts: Partial<Record<TemplateCategory, number>>;
  total: number;
  value: TemplateCategory | null;
  onChange: (value: TemplateCategory | null) => void;
}

/**
 * Category chips: toggle buttons (aria-pressed), one per category plus All. On a phone they scroll
 * sideways in one row instead of wrapping into a wall of chips; each chip is a tab stop.
 */
export function CategoryFilter({
  categories,
  counts,
  total,
  value,
  onChange,
}: CategoryFilterProps) {
  const chips: { key: TemplateCategory | null; label: string; count: number }[] = [
    { key: null, label: t(m.categoryAll), count: total },
    ...categories.map((key) => ({
      key,
      label: templateCategoryName(key),
      count: counts[key] ?? 0,
    })),
  ];
  return (
    <div
      role="group"
      aria-label={t(m.filterByCategory)}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {chips.map((chip) => {
        const active = chip.key === value;
        return (
          <button
            key={chip.key ?? 'all'}
            type="button"
            aria-pressed={active}
            // One name in every browser: the visible label first (WCAG 2.5.3), then the count.
            aria-label={t(m.categoryChip, { label: chip.label, count: chip.count })}
            onClick={() => onChange(chip.key)}
            className={cn(
              'inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors duration-(--duration-fast)',
              active
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {chip.label}
            <span
              aria-hidden="true"
              className={cn(
                'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                active ? 'bg-primary-foreground text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              {chip.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
