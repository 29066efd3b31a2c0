import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  items: readonly TabItem<T>[];
  className?: string;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the list (roving tabindex), arrow keys, Home and End
 * move between tabs and select them; the active panel follows in the tab order. Only the selected
 * panel is rendered.
 */
export function Tabs<T extends string>({
  label,
  value,
  onValueChange,
  items,
  className,
}: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (item: T) => `${baseId}-tab-${item}`;
  const panelId = (item: T) => `${baseId}-panel-${item}`;
  const selected = items.find((item) => item.value === value) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % items.length;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    const target = next === null ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onValueChange(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-flow-col gap-1 rounded-lg bg-muted p-1"
      >
        {items.map((item) => {
          const active = item.value === selected?.value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={active}
              // Only the selected panel exists, so only its tab may point at it.
              aria-controls={active ? panelId(item.value) : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={cn(
                'h-9 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors duration-(--duration-fast)',
                active
                  ? 'bg-background text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div role="tabpanel" id={panelId(selected.value)} aria-labelledby={tabId(selected.value)}>
          {selected.panel}
        </div>
      ) : null}
    </div>
  );
}
