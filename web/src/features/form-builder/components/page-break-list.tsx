import { SeparatorHorizontal, X } from 'lucide-react';
import { memo, useId } from 'react';
import type { PageBreak } from '@core/form/definition';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useBuilderDispatch, useBuilderSelector, useBuilderUi } from '../state/builder-context';
import { pageBreaksAfter } from '../state/selectors';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/** The page breaks after one question: where a new page of the form starts. */
export const PageBreakList = memo(function PageBreakList({
  afterQuestionId,
}: {
  afterQuestionId: string;
}) {
  const breaks = useBuilderSelector((state) => pageBreaksAfter(state.definition, afterQuestionId));
  if (breaks.length === 0) return null;
  return (
    <>
      {breaks.map((pageBreak) => (
        <PageBreakEditor key={pageBreak.id} pageBreak={pageBreak} />
      ))}
    </>
  );
});

function PageBreakEditor({ pageBreak }: { pageBreak: PageBreak }) {
  const dispatch = useBuilderDispatch();
  const ui = useBuilderUi();
  const id = useId();
  const update = (patch: Partial<PageBreak>, field: string) =>
    dispatch({
      type: 'updatePageBreak',
      id: pageBreak.id,
      patch,
      coalesce: `${pageBreak.id}:${field}`,
    });

  return (
    <section
      aria-label={t(m.pageBreak)}
      className="relative mt-4 rounded-xl border-2 border-dashed border-primary/40 bg-primary-soft/40 p-4"
    >
      <div className="mb-3 flex items-center gap-2 text-sm font-semibold text-primary-soft-foreground">
        <SeparatorHorizontal className="size-4" aria-hidden="true" />
        {t(m.pageBreakHeading)}
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto size-8"
          aria-label={t(m.removePageBreak)}
          onClick={() => {
            dispatch({ type: 'removePageBreak', id: pageBreak.id });
            ui.announce(t(m.pageBreakRemoved));
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>{t(m.pageTitle)}</Label>
          <Input
            id={`${id}-title`}
            value={pageBreak.title}
            placeholder={t(m.optional)}
            maxLength={200}
            onChange={(e) => update({ title: e.target.value }, 'title')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-description`}>{t(m.pageDescription)}</Label>
          <Textarea
            id={`${id}-description`}
            rows={1}
            className="min-h-10"
            value={pageBreak.description}
            placeholder={t(m.optional)}
            maxLength={2000}
            onChange={(e) => update({ description: e.target.value }, 'description')}
          />
        </div>
      </div>
    </section>
  );
}
