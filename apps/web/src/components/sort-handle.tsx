import { HolderOutlined } from '@ant-design/icons';
import type { useSortable } from '@dnd-kit/sortable';

/**
 * The handle an item of a sortable list is picked up by (@dnd-kit): a button, so the keyboard reaches it, named
 * for the item it moves.
 */
export function SortHandle(props: {
  sortable: Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners'>;
  className: string;
  label: string;
}) {
  return (
    <button
      type="button"
      className={props.className}
      aria-label={props.label}
      {...props.sortable.attributes}
      {...props.sortable.listeners}
    >
      <HolderOutlined aria-hidden />
    </button>
  );
}
