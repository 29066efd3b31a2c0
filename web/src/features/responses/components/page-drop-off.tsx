import type { FunnelPage, FunnelQuestion } from '@core/api/responses';
import { DropOffBars } from './drop-off-bars';

/** "Page 2: Details", or "Page 1" when the page (the first one, or an untitled break) has no title. */
export function pageLabel(page: FunnelPage, index: number): string {
  return page.title.trim() ? `Page ${index + 1}: ${page.title}` : `Page ${index + 1}`;
}

/** Multi-page forms: where people stopped, page by page. */
export function PageDropOff({ pages }: { pages: readonly FunnelPage[] }) {
  return (
    <DropOffBars
      title="Drop-off by page"
      description="People who reached each page (an answer on it or a later page, or a submitted response), and how many stopped there without submitting."
      label="Drop-off by page: people who reached each page and who left there"
      stepColumn="Page"
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
      title="Drop-off by question"
      description="People who reached each question (a submitted response, or an unfinished one that got that far), how many answered it, and how many stopped there without submitting."
      label="Drop-off by question: people who reached, answered and left each question"
      stepColumn="Question"
      rows={questions.map((q, index) => ({
        key: q.questionId,
        label: `${index + 1}. ${q.title.trim() || 'Untitled question'}`,
        reached: q.reached,
        answered: q.answered,
        left: q.left,
      }))}
    />
  );
}
