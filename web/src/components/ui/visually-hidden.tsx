import type { ComponentProps } from 'react';

/** Content for assistive technology only (Tailwind's sr-only pattern). */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span className="sr-only" {...props} />;
}
