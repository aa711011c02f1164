import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** Props of SortableRows: the row ids in order, the rows, and what a drop does. */
export interface SortableRowsProps {
  ids: readonly number[];
  /** Called with the moved row's id and its new 0-based position. */
  onMove(id: number, to: number): void;
  /** Whether rows can be moved (false: the handles are disabled). */
  isDisabled?: boolean;
  children: ReactNode;
}

/**
 * Drag and drop reordering of table rows (@dnd-kit): pointer, and keyboard
 * (Space to pick up, arrows to move, Space to drop, Escape to cancel), with
 * the instructions and announcements in the current language. Render the
 * rows as SortableRow inside it.
 */
export function SortableRows({ ids, onMove, isDisabled = false, children }: SortableRowsProps) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const count = ids.length;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const to = ids.indexOf(Number(over.id));
    if (to >= 0) onMove(Number(active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: t`To pick up a row, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.`,
        },
        announcements: {
          onDragStart: ({ active }) => {
            const from = position(active.id);
            return t`Picked up the row at position ${from} of ${count}.`;
          },
          onDragOver: ({ over }) => {
            const to = position(over?.id);
            return over ? t`Row moved to position ${to} of ${count}.` : t`The row is not over a position.`;
          },
          onDragEnd: ({ over }) => {
            const to = position(over?.id);
            return over ? t`Row dropped at position ${to} of ${count}.` : t`Row dropped.`;
          },
          onDragCancel: () => t`Moving cancelled; the row is back in its place.`,
        },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** Props of SortableRow: its id, the drag handle's accessible name and its cells. */
export interface SortableRowProps {
  id: number;
  /** e.g. 'Move Personal Information'. */
  handleLabel: string;
  isSelected?: boolean;
  children: ReactNode;
}

/** A table row that moves with SortableRows; its first cell is the drag handle (a button). */
export function SortableRow({ id, handleLabel, isSelected = false, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={['sortable-row', isDragging ? 'sortable-row--dragging' : '', isSelected ? 'builder-row--selected' : '']
        .filter(Boolean)
        .join(' ')}
    >
      <td className="sortable-row__handle-cell">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="sortable-row__handle"
          {...attributes}
          {...listeners}
          aria-label={handleLabel}
        >
          <span aria-hidden="true">⋮⋮</span>
        </button>
      </td>
      {children}
    </tr>
  );
}
