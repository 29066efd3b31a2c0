import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Prose } from '@/components/ui/prose';
import { serverMessageOf } from '@/lib/api-errors';
import { CONTENT_URL, contentActions } from './content-api';
import { t } from '@/lib/app-messages/app-messages';
import { adminContentMessages as m } from './messages';

/** Waits for a pause in typing before asking the server, so a preview is one request per pause. */
const DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The live preview: the server renders the Markdown with the function the public pages use, so
 * the admin sees exactly what visitors will (sanitised the same way). The last preview stays
 * while the next one loads; a request overtaken by typing is cancelled.
 */
export function MarkdownPreview({ markdown, headingId }: { markdown: string; headingId: string }) {
  const settled = useDebounced(markdown, DEBOUNCE_MS);
  const preview = useQuery({
    queryKey: [`${CONTENT_URL}/preview`, settled],
    queryFn: ({ signal }) => contentActions.preview(settled, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 30_000,
  });
  const updating = settled !== markdown || preview.isFetching;
  const html = preview.data;

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-sm font-medium">
          {t(m.preview)}
        </h2>
        <p role="status" className="text-xs text-muted-foreground">
          {updating ? t(m.updating) : ''}
        </p>
      </div>
      {preview.isError && !updating ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessageOf(preview.error) ?? t(m.previewError)}
        </p>
      ) : null}
      <div
        data-testid="content-preview"
        className="min-h-40 rounded-md border border-border bg-background p-4"
      >
        {html ? <Prose html={html} /> : null}
        {html === '' ? (
          <p className="text-sm text-muted-foreground">{t(m.nothingToPreview)}</p>
        ) : null}
      </div>
    </section>
  );
}
