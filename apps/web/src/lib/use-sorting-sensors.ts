import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/**
 * How a person moves an item of a sortable list (@dnd-kit): the mouse after a few pixels, so a click stays a
 * click; a short press on a phone, so swiping over the list still scrolls the page; and the keyboard. A key
 * that moves an item past the middle of a scrolled page scrolls it instead, and the item moves once the page
 * has; the page scrolls at once, because a smooth scroll that the next key or the page's own work cuts short
 * left the item where it was (docs/decisions/0182-keyboard-moves-scroll-at-once.md).
 */
export function useSortingSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
}
