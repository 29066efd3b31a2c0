import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  icon: LucideIcon;
  title: string;
  hint: string;
  /** A control at the end of the row (the screens' on/off switch). */
  children?: ReactNode;
}

/** The icon, heading and hint over a form-wide section of the builder (screens, languages). */
export function SectionHeading({ id, icon: Icon, title, hint, children }: SectionHeadingProps) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-8 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </div>
  );
}
