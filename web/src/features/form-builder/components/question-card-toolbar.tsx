import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import {
  ArrowDown,
  ArrowUp,
  Copy,
  GripVertical,
  Plus,
  SeparatorHorizontal,
  Trash,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useBuilderSelector, useBuilderSession } from '../state/builder-context';
import { focusSoon, questionDomId } from '../state/dom-ids';
import { createId } from '../state/ids';
import { questionById } from '../state/selectors';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

export interface DragHandle {
  setElement: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

export interface QuestionCardToolbarProps {
  id: string;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  typeLabel: string;
  icon: LucideIcon;
  dragHandle: DragHandle;
}

const iconButton = 'size-9';

/** The card's top row: drag handle, type, and the move, duplicate, page-break and delete buttons. */
export function QuestionCardToolbar({
  id,
  number,
  isFirst,
  isLast,
  typeLabel,
  icon: Icon,
  dragHandle: { setElement, attributes, listeners },
}: QuestionCardToolbarProps) {
  const { store, ui } = useBuilderSession();
  const hasPageBreak = useBuilderSelector((state) =>
    state.definition.pageBreaks.some((p) => p.afterQuestionId === id),
  );

  const move = (by: -1 | 1) => {
    const questions = store.getState().definition.questions;
    const from = questions.findIndex((q) => q.id === id);
    const to = from + by;
    if (from === -1 || to < 0 || to >= questions.length) return;
    store.dispatch({ type: 'moveQuestion', id, toIndex: to });
    ui.announce(t(m.questionMoved, { position: String(to + 1), count: String(questions.length) }));
    const atEdge = to === 0 || to === questions.length - 1;
    const keep = by === -1 ? 'up' : 'down';
    focusSoon(questionDomId(id, atEdge ? (keep === 'up' ? 'down' : 'up') : keep));
  };

  const duplicate = () => {
    const newId = createId('q');
    store.dispatch({ type: 'duplicateQuestion', id, newId });
    ui.announce(t(m.questionDuplicated));
    focusSoon(questionDomId(newId, 'title'));
  };

  const addPageBreak = () => {
    store.dispatch({
      type: 'addPageBreak',
      pageBreak: { id: createId('p'), afterQuestionId: id, title: '', description: '' },
    });
    ui.announce(t(m.pageBreakAdded));
  };

  const remove = () => {
    const before = store.getState().definition;
    const index = before.questions.findIndex((q) => q.id === id);
    const question = questionById(before, id);
    if (!question) return;
    const neighbour = before.questions[index + 1] ?? before.questions[index - 1];
    store.dispatch({ type: 'deleteQuestion', id });
    const after = store.getState().definition;
    focusSoon(neighbour ? questionDomId(neighbour.id, 'title') : 'builder-add-question');
    toast({
      title: t(m.questionDeleted),
      description: question.title ? t(m.questionRemoved, { title: question.title }) : undefined,
      action: {
        label: t(m.undo),
        onClick: () => {
          // Undo exactly the deletion if nothing changed since; otherwise put the question back.
          if (store.getState().definition === after) store.dispatch({ type: 'undo' });
          else {
            const previousId = before.questions[index - 1]?.id ?? null;
            store.dispatch({ type: 'addQuestion', question, afterId: previousId });
          }
          focusSoon(questionDomId(id, 'title'));
        },
      },
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Button
        ref={setElement}
        id={questionDomId(id, 'handle')}
        variant="ghost"
        size="icon"
        className={`${iconButton} -ml-2 cursor-grab touch-none active:cursor-grabbing`}
        aria-label={t(m.dragQuestion, { number: String(number) })}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" />
      </Button>
      <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-muted-foreground">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="truncate">
          {t(m.questionNumberAndType, { number: String(number), type: typeLabel })}
        </span>
      </span>
      <div className="ml-auto flex flex-wrap items-center gap-0.5">
        <Button
          id={questionDomId(id, 'up')}
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={t(m.moveQuestionUp, { number: String(number) })}
          title={t(m.moveUp)}
          disabled={isFirst}
          onClick={() => move(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          id={questionDomId(id, 'down')}
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={t(m.moveQuestionDown, { number: String(number) })}
          title={t(m.moveDown)}
          disabled={isLast}
          onClick={() => move(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={t(m.duplicateQuestion, { number: String(number) })}
          title={t(m.duplicate)}
          onClick={duplicate}
        >
          <Copy aria-hidden="true" />
        </Button>
        {hasPageBreak ? null : (
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={t(m.addPageBreakAfterQuestion, { number: String(number) })}
            title={t(m.addPageBreakAfter)}
            onClick={addPageBreak}
          >
            <SeparatorHorizontal aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className={iconButton}
          aria-label={t(m.addQuestionAfterQuestion, { number: String(number) })}
          title={t(m.addQuestionBelow)}
          onClick={() => ui.openPalette(id)}
        >
          <Plus aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className={`${iconButton} text-destructive hover:text-destructive`}
          aria-label={t(m.deleteQuestion, { number: String(number) })}
          title={t(m.delete)}
          onClick={remove}
        >
          <Trash aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
