import { FileOutlined, HolderOutlined, LinkOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MaterialRecord } from '@portal/contracts';
import { Checkbox, Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** The thumbnail's own size (the hub makes it at most 400 px long), so the page can lay out before it loads. */
const THUMBNAIL_SIDE = 400;

function thumbnailSize(material: MaterialRecord) {
  const width = material.largestSource?.width ?? 4;
  const height = material.largestSource?.height ?? 3;
  const scale = THUMBNAIL_SIDE / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** What the grid shows of a material: its thumbnail, else the largest source while the previews are made. */
export function pictureUrlOf(material: MaterialRecord): string | null {
  const isImage = material.largestSource?.contentType?.startsWith('image/') ?? false;
  return material.thumbnailUrl ?? (isImage ? (material.largestSource?.url ?? null) : null);
}

interface MaterialTileProps {
  material: MaterialRecord;
  selected: boolean;
  /** Archived: no selection for changes and no dragging. */
  readOnly: boolean;
  onSelect: (materialId: string, selected: boolean) => void;
  onOpen: (materialId: string) => void;
}

/**
 * One material in the grid: a sortable tile with a drag handle, a selection box and a button to open it.
 * Memoised with stable callbacks, so choosing one tile of hundreds re-renders only that tile.
 */
export const MaterialTile = memo(function MaterialTile({
  material,
  selected,
  readOnly,
  onSelect,
  onOpen,
}: MaterialTileProps) {
  const { t } = useTranslation();
  const sortable = useSortable({
    id: material.id,
    disabled: readOnly,
    attributes: { roleDescription: t('materials.grid.roleDescription') },
  });
  const picture = pictureUrlOf(material);
  const size = thumbnailSize(material);
  const Icon = material.url ? LinkOutlined : material.type === 'Video' ? PlayCircleOutlined : FileOutlined;
  const className = [
    'portal-material-tile',
    material.active ? '' : 'portal-material-tile-inactive',
    sortable.isDragging ? 'portal-material-tile-dragging' : '',
  ].join(' ');

  return (
    <li
      ref={sortable.setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-material-id={material.id}
    >
      <button
        type="button"
        className="portal-material-open"
        onClick={() => onOpen(material.id)}
        aria-label={t('materials.grid.open', { name: material.name })}
      >
        {picture ? (
          <img src={picture} alt="" loading="lazy" decoding="async" width={size.width} height={size.height} />
        ) : (
          <span className="portal-material-icon">
            <Icon aria-hidden />
            <span>{t(`materials.types.${material.type}`)}</span>
          </span>
        )}
      </button>
      <div className="portal-material-bar">
        {readOnly ? null : (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(material.id, event.target.checked)}
            aria-label={t('materials.grid.select', { name: material.name })}
          />
        )}
        <span className="portal-material-name" title={material.name}>
          {material.name}
        </span>
        {material.active ? null : (
          <Tag className="portal-material-inactive-tag">{t('materials.grid.inactive')}</Tag>
        )}
        {readOnly ? null : (
          <button
            type="button"
            className="portal-material-handle"
            aria-label={t('materials.grid.move', { name: material.name })}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <HolderOutlined aria-hidden />
          </button>
        )}
      </div>
    </li>
  );
});
