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

const position = (ids: readonly string[], id: unknown) => ids.indexOf(String(id)) + 1;

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
    onDragStart: ({ active }) => `Picked up question ${position(ids, active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Question ${position(ids, active.id)} is over position ${position(ids, over.id)} of ${ids.length}.`
        : `Question ${position(ids, active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Question dropped at position ${position(ids, over.id)} of ${ids.length}.`
        : `Question ${position(ids, active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. Question ${position(ids, active.id)} is back where it was.`,
  };

  if (ids.length === 0) {
    return (
      <EmptyState
        icon={ListPlus}
        title="No questions yet"
        description="Add your first question: pick from 33 types, from short text to payments."
        action={
          <Button onClick={() => ui.openPalette(null)}>
            <Plus aria-hidden="true" />
            Add a question
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
          draggable:
            'To move this question, press Space, then the up and down arrow keys, then Space again to drop it. Press Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label="Questions" className="flex flex-col gap-4">
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
