import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { FormDefinition } from '@core/form/definition';
import { ErrorState } from '@/components/ui/error-state';
import { t } from '@/lib/app-messages/app-messages';
import { PreviewSkeleton } from './preview-skeleton';
import { templatesMessages as m } from '../messages';

/**
 * The shared respondent renderer, loaded only when a preview opens: the gallery's own chunk stays
 * small, and the renderer never brings the builder's code with it.
 */
const FormPreview = lazy(async () => {
  const renderer = await import('@/renderer');
  return { default: renderer.FormPreview };
});

/** A template as its respondents will see it, theme, pages and screens included; nothing is sent. */
export function TemplatePreviewBody({ definition }: { definition: FormDefinition }) {
  return (
    <PreviewErrorBoundary>
      <Suspense fallback={<PreviewSkeleton />}>
        <FormPreview definition={definition} />
      </Suspense>
    </PreviewErrorBoundary>
  );
}

/** A renderer chunk that fails to load (a new deploy, a dropped connection) offers a reload. */
class PreviewErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title={t(m.previewFailedTitle)}
        description={t(m.previewFailedDescription)}
        onRetry={() => window.location.reload()}
        headingLevel="h3"
      />
    );
  }
}
