import { FilePdfOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MaterialRecord } from '@portal/contracts';
import { Checkbox, Tag, Tooltip } from 'antd';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MaterialFace, MaterialKindTags } from '@/components/material-kind.tsx';
import { RightsMark } from '@/components/rights-mark.tsx';
import { SortHandle } from '@/components/sort-handle.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { cloudScannerLinkLabel, httpsAddressOf } from '@/lib/material-kinds.ts';
import { expiredReason, isChoosable } from '@/lib/usage-rights.ts';
import { pdfUrlOf, pictureUrlOf } from '../lib/material-sources.ts';

/** The thumbnail's own size (the hub makes it at most 400 px long), so the page can lay out before it loads. */
const THUMBNAIL_SIDE = 400;

function thumbnailSize(material: MaterialRecord) {
  const width = material.largestSource?.width ?? 4;
  const height = material.largestSource?.height ?? 3;
  const scale = THUMBNAIL_SIDE / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

interface MaterialTileProps {
  material: MaterialRecord;
  selected: boolean;
  /** Archived: no selection for changes and no dragging. */
  readOnly: boolean;
  /** Today in the reader's zone (YYYY-MM-DD): whether the rights end soon. */
  today: string;
  onSelect: (materialId: string, selected: boolean) => void;
  onOpen: (materialId: string) => void;
}

/**
 * One material in the grid: a sortable tile with a drag handle, a selection box and a button to open it; its
 * type and tags over the picture, a mark where its usage rights end soon or ended, a PDF's file and a cloud
 * scanner's links (editor, floor plan, staging) beside. Material whose rights expired cannot be chosen, and
 * its box says why.
 * Memoised with stable callbacks, so choosing one tile of hundreds re-renders only that tile.
 */
export const MaterialTile = memo(function MaterialTile({
  material,
  selected,
  readOnly,
  today,
  onSelect,
  onOpen,
}: MaterialTileProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sortable = useSortable({
    id: material.id,
    disabled: readOnly,
    attributes: { roleDescription: t('sorting.roleDescription') },
  });
  const picture = pictureUrlOf(material);
  const pdf = pdfUrlOf(material);
  const size = thumbnailSize(material);
  const faceId = useId();
  const reasonId = useId();
  const unchoosableReason = isChoosable(material) ? null : expiredReason(t, material.rights, locale);
  const scannerLinks = material.cloudScannerLinks.flatMap((link) => {
    const href = httpsAddressOf(link.url);
    return href ? [{ type: link.type, href, label: cloudScannerLinkLabel(t, link.type) }] : [];
  });
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
      <div className="portal-material-picture">
        <button
          type="button"
          className="portal-material-open"
          onClick={() => onOpen(material.id)}
          aria-label={t('materials.grid.open', { name: material.name })}
          aria-describedby={picture ? undefined : faceId}
        >
          {picture ? (
            <img
              src={picture}
              alt=""
              loading="lazy"
              decoding="async"
              width={size.width}
              height={size.height}
            />
          ) : null}
        </button>
        {picture ? (
          <MaterialKindTags type={material.type} tags={material.tags} />
        ) : (
          <MaterialFace
            id={faceId}
            type={material.type}
            tags={material.tags}
            address={material.url}
            pdf={pdf !== null}
          />
        )}
        <RightsMark rights={material.rights} today={today} />
      </div>
      <div className="portal-material-bar">
        {readOnly ? null : unchoosableReason === null ? (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(material.id, event.target.checked)}
            aria-label={t('materials.grid.select', { name: material.name })}
          />
        ) : (
          <Tooltip title={unchoosableReason}>
            <span>
              <Checkbox
                disabled
                checked={false}
                aria-label={t('materials.grid.select', { name: material.name })}
                aria-describedby={reasonId}
              />
              <span id={reasonId} className="portal-visually-hidden">
                {unchoosableReason}
              </span>
            </span>
          </Tooltip>
        )}
        <span className="portal-material-name" title={material.name}>
          {material.name}
        </span>
        {material.active ? null : (
          <Tag className="portal-material-inactive-tag">{t('materials.grid.inactive')}</Tag>
        )}
        {pdf ? (
          <a
            className="portal-material-file"
            href={pdf}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('materials.grid.openPdf', { name: material.name })}
            title={t('materials.grid.openPdf', { name: material.name })}
          >
            <FilePdfOutlined aria-hidden />
          </a>
        ) : null}
        {readOnly ? null : (
          <SortHandle
            sortable={sortable}
            className="portal-material-handle"
            label={t('materials.grid.move', { name: material.name })}
          />
        )}
      </div>
      {scannerLinks.length > 0 ? (
        <ul className="portal-material-scanner-links">
          {scannerLinks.map((link) => (
            <li key={link.type}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" title={link.label}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
});
