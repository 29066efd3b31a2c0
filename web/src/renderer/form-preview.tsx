/**
 * A form as its respondents will see it, theme included, in a preview that sends nothing: the
 * builder's preview, template previews and the brand kit's live preview render with this. Every
 * question type works as on the public page; uploads stay local, the CAPTCHA verifies locally,
 * and Submit shows the thank-you screen.
 */
import { useEffect, useState } from 'react';
import type { Answers, FormDefinition } from '@core/form/definition';
import { FormView } from './components/form-view';
import { acceptInPreview, previewServices } from './lib/preview-services';
import { useFormSession } from './state/use-form-session';

export interface FormPreviewProps {
  /** Core's form definition, as forms and templates store it. */
  definition: FormDefinition;
  /** Answers already given when the preview starts (the brand kit's shows a chosen option). */
  initialAnswers?: Answers;
  className?: string;
}

/**
 * Changes to `definition` (a theme being edited) show at once and keep the answers given; give the
 * preview a new `key` to start over with another form.
 */
export function FormPreview({ definition, initialAnswers, className }: FormPreviewProps) {
  const [run, setRun] = useState(0);
  return (
    <PreviewRun
      key={run}
      definition={definition}
      // "Submit another response" starts blank, as it does for respondents.
      initialAnswers={run === 0 ? initialAnswers : undefined}
      className={className}
      onAgain={() => setRun((n) => n + 1)}
    />
  );
}

function PreviewRun({
  definition,
  initialAnswers,
  className,
  onAgain,
}: FormPreviewProps & { onAgain: () => void }) {
  const [services] = useState(previewServices);
  useEffect(() => services.release, [services]);
  const session = useFormSession({ definition, initialAnswers, submit: acceptInPreview });
  return (
    <FormView
      definition={definition}
      session={session}
      services={services}
      layout="inline"
      onAgain={onAgain}
      className={className}
    />
  );
}
