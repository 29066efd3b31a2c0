import { Info } from 'lucide-react';
import type { AnswerProps } from './answer-props';

/** Uploads, signatures, payments, captchas and locations need the live form; preview skips them. */
export function UnsupportedAnswer({ inputId }: AnswerProps) {
  return (
    <p
      id={inputId}
      className="flex items-center gap-2 rounded-lg border border-dashed border-border px-3 py-3 text-sm text-muted-foreground"
    >
      <Info className="size-4 shrink-0" aria-hidden="true" />
      This question works in the published form. The preview skips it.
    </p>
  );
}
