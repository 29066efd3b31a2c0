/**
 * Class strings of web/src/components/ui that the server-rendered pages reuse, copied from the
 * components (buttonVariants, badgeVariants, Card...). They must stay equal to the React ones, or
 * the page moves when the app takes over (e2e/site-pages.spec.ts measures that).
 */
const BUTTON_BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors duration-(--duration-fast) select-none disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4';

const BUTTON_VARIANT = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
  outline:
    'border border-input bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
} as const;

const BUTTON_SIZE = { default: 'h-10 px-4', sm: 'h-9 gap-1.5 px-3', lg: 'h-12 px-6 text-base' };

/** Like cn(buttonVariants(...), extra); `null` drops the variant's colours (extra overrides them). */
export function buttonClass(
  variant: keyof typeof BUTTON_VARIANT | null = 'default',
  size: keyof typeof BUTTON_SIZE = 'default',
  extra = '',
): string {
  return [BUTTON_BASE, variant && BUTTON_VARIANT[variant], BUTTON_SIZE[size], extra]
    .filter(Boolean)
    .join(' ');
}

export const CARD = 'rounded-xl border border-border bg-card text-card-foreground shadow-sm';
export const CARD_HEADER = 'flex flex-col gap-1.5 p-6 pb-0';
export const CARD_TITLE = 'text-lg leading-snug font-semibold tracking-tight';
export const CARD_DESCRIPTION = 'text-sm text-muted-foreground';
export const CARD_CONTENT = 'p-6';
export const CARD_FOOTER = 'flex items-center gap-3 p-6 pt-0';
export const PAGE_CONTAINER =
  'mx-auto w-full max-w-(--container-page) px-4 py-10 sm:px-6 sm:py-12 lg:px-8';

export function badgeClass(variant: 'soft' | 'secondary', extra = ''): string {
  const colours =
    variant === 'soft'
      ? 'border-transparent bg-primary-soft text-primary-soft-foreground'
      : 'border-transparent bg-secondary text-secondary-foreground';
  return `inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3 ${colours}${extra ? ` ${extra}` : ''}`;
}
