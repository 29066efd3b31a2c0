import type { FunnelPage, FunnelQuestion } from '@core/api/responses';
import { DropOffBars } from './drop-off-bars';
import { t } from '@/lib/app-messages/app-messages';
import { responsesMessages as m } from '../messages';

/** "Page 2: Details", or "Page 1" when the page (the first one, or an untitled break) has no title. */
export function pageLabel(page: FunnelPage, index: number): string {
  const number = String(index + 1);
  return page.title.trim()
    ? t(m.pageWithTitle, { number, title: page.title })
    : t(m.page, { number });
}

/** Multi-page forms: where people stopped, page by page. */
export function PageDropOff({ pages }: { pages: readonly FunnelPage[] }) {
  return (
    <DropOffBars
      title={t(m.dropOffByPage)}
      description={t(m.dropOffByPageDescription)}
      label={t(m.dropOffByPageLabel)}
      stepColumn={t(m.pageColumn)}
      rows={pages.map((page, index) => ({
        key: page.pageId,
        label: pageLabel(page, index),
        reached: page.reached,
        left: page.left,
      }))}
    />
  );
}

/** Question by question (issue 32 item 4): who reached, answered and left each one. */
export function QuestionDropOff({ questions }: { questions: readonly FunnelQuestion[] }) {
  return (
    <DropOffBars
      title={t(m.dropOffByQuestion)}
      description={t(m.dropOffByQuestionDescription)}
      label={t(m.dropOffByQuestionLabel)}
      stepColumn={t(m.questionColumn)}
      rows={questions.map((q, index) => ({
        key: q.questionId,
        label: t(m.numberedQuestion, {
          number: String(index + 1),
          title: q.title.trim() || t(m.untitledQuestion),
        }),
        reached: q.reached,
        answered: q.answered,
        left: q.left,
      }))}
    />
  );
}
