import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ContrastWarning } from '@core/form/brand-kit';
import { warningMessage } from '../lib/kit-values';
import { t } from '@/lib/app-messages/app-messages';
import { brandKitMessages as m } from '../messages';

/**
 * The WCAG check of the kit's colours, in a polite live region so a screen reader hears a warning
 * appear or go while a colour is being changed.
 */
export function ContrastWarnings({ warnings }: { warnings: ContrastWarning[] }) {
  return (
    <div aria-live="polite" data-testid="contrast-check">
      {warnings.length === 0 ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t(m.contrastOk)}
        </p>
      ) : (
        <ul
          aria-label={t(m.contrastWarnings)}
          className="flex flex-col gap-2 rounded-lg border border-destructive bg-background p-3 text-sm text-foreground"
        >
          {warnings.map((warning) => (
            <li key={warning.pair} className="flex items-start gap-2">
              <TriangleAlert
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-destructive"
              />
              <span>{warningMessage(warning)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
