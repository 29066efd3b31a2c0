import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ListPlus, Plus } from 'lucide-react';
import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useBuilderSelector, useBuilderSession } from '../state/builder-context';
import { questionIds } from '../state/selectors';
import { shallowArrayEqual } from '../state/use-store-selector';
import { QuestionCard } from './question-card';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/** A question's 1-based place, as text: positions are never grouped ("1,234"). */
const position = (ids: readonly string[], id: unknown) => String(ids.indexOf(String(id)) + 1);

/**
 * The questions in order. Re-renders only when questions are added, removed or reordered; each
 * card keeps itself up to date. Reordering works by dragging the handle, by keyboard on the
 * handle (Space, arrows, Space) or with the move up and down buttons.
 */
export const QuestionList = memo(function QuestionList() {
  const { store, ui } = useBuilderSession();
  const ids = useBuilderSelector((state) => questionIds(state.definition), shallowArrayEqual);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const toIndex = ids.indexOf(String(over.id));
    store.dispatch({ type: 'moveQuestion', id: String(active.id), toIndex });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t(m.dragStart, { position: position(ids, active.id), count: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t(m.dragOver, {
            position: position(ids, active.id),
            over: position(ids, over.id),
            count: ids.length,
          })
        : t(m.dragOverNothing, { position: position(ids, active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t(m.dragEnd, { over: position(ids, over.id), count: ids.length })
        : t(m.dragEndNothing, { position: position(ids, active.id) }),
    onDragCancel: ({ active }) => t(m.dragCancel, { position: position(ids, active.id) }),
  };

  if (ids.length === 0) {
    return (
      <EmptyState
        icon={ListPlus}
        title={t(m.noQuestionsTitle)}
        description={t(m.noQuestionsDescription)}
        action={
          <Button onClick={() => ui.openPalette(null)}>
            <Plus aria-hidden="true" />
            {t(m.addAQuestion)}
          </Button>
        }
      />
    );
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t(m.dragInstructions),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t(m.questions)} className="flex flex-col gap-4">
          {ids.map((id, index) => (
            <QuestionCard
              key={id}
              id={id}
              number={index + 1}
              isFirst={index === 0}
              isLast={index === ids.length - 1}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
});
