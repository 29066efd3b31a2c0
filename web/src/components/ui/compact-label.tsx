import type { ReactNode } from 'react';

/**
 * A toolbar button's words: shown from the small breakpoint up, and below it read by screen
 * readers only (still the button's accessible name), so a row of actions fits a 360 px phone as
 * icons instead of wrapping into rows of labelled buttons. Pair it with `compactButton` on the
 * button, which makes it as square as an icon button there.
 */
export function CompactLabel({ children }: { children: ReactNode }) {
  return <span className="max-sm:sr-only">{children}</span>;
}

/** The button's padding below the small breakpoint, where its label is hidden. */
export const compactButton = 'max-sm:px-3';
