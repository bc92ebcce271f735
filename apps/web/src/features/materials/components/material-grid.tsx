import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import type { MaterialRecord } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dragAnnouncements } from '@/lib/drag-announcements.ts';
import { useSortingSensors } from '@/lib/use-sorting-sensors.ts';
import { useToday } from '@/lib/use-today.ts';
import { MaterialTile } from './material-tile.tsx';

interface MaterialGridProps {
  /** The material shown, in its order. */
  materials: MaterialRecord[];
  selected: Set<string>;
  readOnly: boolean;
  /** Stable callbacks (the tiles are memoised). */
  onSelect: (materialId: string, selected: boolean) => void;
  onOpen: (materialId: string) => void;
  /** The shown material's ids in their new order, after a drag. */
  onReorder: (materialIds: string[]) => void;
}

/**
 * The material as a grid of thumbnails, sorted by dragging a tile's handle (mouse, touch or keyboard, with
 * @dnd-kit). Each image loads lazily with its size known, so a case with hundreds of photos loads only what
 * is on screen.
 */
export function MaterialGrid({
  materials,
  selected,
  readOnly,
  onSelect,
  onOpen,
  onReorder,
}: MaterialGridProps) {
  const { t } = useTranslation();
  const sensors = useSortingSensors();
  const today = useToday();
  const ids = materials.map((material) => material.id);
  const announcements = useMemo(() => dragAnnouncements(t, materials), [t, materials]);

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(ids, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('sorting.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={readOnly}>
        <ul className="portal-material-grid" aria-label={t('materials.grid.label')}>
          {materials.map((material) => (
            <MaterialTile
              key={material.id}
              material={material}
              selected={selected.has(material.id)}
              readOnly={readOnly}
              today={today}
              onSelect={onSelect}
              onOpen={onOpen}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
