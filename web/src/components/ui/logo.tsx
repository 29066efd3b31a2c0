import { cn } from '@/lib/utils';

/** The Formloom mark: a rounded square with three "woven" lines. Decorative; pair it with text. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-7 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M9 10.5h14M9 16h10M9 21.5h6"
        strokeWidth="2.6"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
      <circle cx="22.5" cy="21.5" r="2.2" className="fill-primary-foreground opacity-70" />
    </svg>
  );
}
