import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

interface Sortable {
  id: string;
  name: string;
}

/**
 * What a screen reader hears while an item of a sortable list is moved (dnd-kit's live region), in the user's
 * language: the item's name and its place as a person counts it ("position 3 of 48"), never the library's ids.
 */
export function dragAnnouncements(t: TFunction, items: Sortable[]): Announcements {
  const total = items.length;
  const nameOf = (id: UniqueIdentifier) => items.find((item) => item.id === String(id))?.name ?? '';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === String(id)) + 1;
  const say = (key: string, active: UniqueIdentifier, at: UniqueIdentifier) =>
    t(`sorting.announce.${key}`, { name: nameOf(active), position: positionOf(at), total });
  // dnd-kit reports the tile over itself right after the pick-up; only a change of place is worth saying.
  let lastOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return say('pickedUp', active.id, active.id);
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined;
      lastOver = over?.id ?? null;
      return over ? say('movedOver', active.id, over.id) : say('notOver', active.id, active.id);
    },
    onDragEnd: ({ active, over }) => say(over ? 'dropped' : 'cancelled', active.id, over?.id ?? active.id),
    onDragCancel: ({ active }) => say('cancelled', active.id, active.id),
  };
}
