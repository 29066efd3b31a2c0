/**
 * The arrows on Back and Next. They point the way the page reads: in a right-to-left language
 * (ADR 043) Tailwind's `rtl:` variant mirrors them, so Next points left, towards what comes next.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';

const ARROW = 'fl-arrow size-4 shrink-0 rtl:-scale-x-100';

export function BackArrow() {
  return <ArrowLeft className={ARROW} aria-hidden="true" />;
}

export function NextArrow() {
  return <ArrowRight className={ARROW} aria-hidden="true" />;
}
