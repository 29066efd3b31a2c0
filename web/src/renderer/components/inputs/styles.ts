/**
 * Class names shared by the inputs. Colours are the form root's theme variables (theme-style.ts),
 * so they follow the owner's theme: buttons in the primary colour, selected answers in the accent.
 * Tap targets are at least 44 px high.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

export const fieldClass =
  'fl-input block min-h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive';

export const optionClass =
  'fl-option flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-3 py-2 text-base transition-colors hover:border-input has-[:checked]:border-(--fl-accent-edge) has-[:checked]:bg-(--fl-accent-soft)';

export const controlClass = 'size-5 shrink-0 accent-(--fl-accent)';

const buttonBase =
  'fl-button inline-flex min-h-11 items-center justify-center gap-2 rounded-(--fl-radius) px-5 py-2 text-base font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const primaryButton = cx(
  buttonBase,
  'bg-primary text-primary-foreground hover:bg-primary-hover',
);

export const secondaryButton = cx(
  buttonBase,
  'border border-input bg-background text-foreground hover:bg-muted',
);

export const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-input bg-background px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40';

/** A radio styled as a square tap target (ratings, NPS): the input stays native and focusable. */
export const pillClass =
  'flex min-h-11 min-w-11 items-center justify-center rounded-md border border-input bg-background px-2 text-base font-medium transition-colors peer-checked:border-(--fl-accent-edge) peer-checked:bg-(--fl-accent) peer-checked:text-(--fl-accent-foreground) peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--ring) hover:bg-muted peer-checked:hover:bg-(--fl-accent-hover)';
