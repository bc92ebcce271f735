import type { TaskImageRecord } from '@portal/contracts';
import { Checkbox, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './task-images.css';

interface PictureGridProps {
  /** What the pictures are chosen for; names the group for screen readers. */
  label: string;
  images: TaskImageRecord[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** At most this many; with 1, choosing another picture replaces the chosen one. */
  max: number;
  /** Shows the order in which the pictures were chosen (the order of a film or GIF). */
  numbered?: boolean;
  /** Pictures that cannot be chosen for this task (a horizontal one for a combined picture). */
  isUnavailable?: (image: TaskImageRecord) => boolean;
}

/** The case's pictures as tiles, each chosen with its checkbox (named by the picture's file name). */
export function PictureGrid({
  label,
  images,
  value,
  onChange,
  max,
  numbered,
  isUnavailable,
}: PictureGridProps) {
  const { t } = useTranslation();
  const full = value.length >= max;

  const toggle = (id: string, checked: boolean) => {
    if (!checked) onChange(value.filter((chosen) => chosen !== id));
    else if (max === 1) onChange([id]);
    else if (!full) onChange([...value, id]);
  };

  return (
    <fieldset className="portal-picture-fieldset">
      <legend>{label}</legend>
      <Typography.Paragraph type="secondary">
        {t('staging.pictures.chosenCount', { count: value.length, max })}
      </Typography.Paragraph>
      <div className="portal-picture-grid">
        {images.map((image) => {
          const position = value.indexOf(image.id);
          const checked = position >= 0;
          const disabled = !checked && ((full && max > 1) || (isUnavailable?.(image) ?? false));
          return (
            <div
              key={image.id}
              className={`portal-picture-tile${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}
            >
              <Checkbox
                checked={checked}
                disabled={disabled}
                onChange={(event) => toggle(image.id, event.target.checked)}
              >
                <img src={image.url} alt="" loading="lazy" decoding="async" />
                <span className="portal-picture-tile-name">{image.name}</span>
              </Checkbox>
              {numbered && checked ? (
                <span className="portal-picture-tile-number" aria-hidden>
                  {position + 1}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A chosen picture beside its settings, or in a read-only summary; `wide` shows it whole and large. */
export function PictureThumb({ image, wide }: { image: TaskImageRecord | undefined; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <figure className={`portal-picture-thumb${wide ? ' is-wide' : ''}`} style={{ margin: 0 }}>
      {image ? <img src={image.url} alt={image.name} loading="lazy" decoding="async" /> : null}
      <figcaption>{image?.name ?? t('staging.pictures.gone')}</figcaption>
    </figure>
  );
}

/** The task's pictures by id, to show what a submission names. */
export const picturesById = (images: TaskImageRecord[]) => new Map(images.map((image) => [image.id, image]));

/** The chosen pictures of a submission, as thumbnails in the order they were chosen. */
export function ChosenPictures({ images, ids }: { images: TaskImageRecord[]; ids: string[] }) {
  const byId = picturesById(images);
  return (
    <Flex wrap gap={12}>
      {ids.map((id) => (
        <PictureThumb key={id} image={byId.get(id)} />
      ))}
    </Flex>
  );
}

/** Each item's picture beside what belongs to it (its form fields, or the submitted settings). */
export function PictureItems<Item extends { materialId: string }>({
  images,
  items,
  children,
}: {
  images: TaskImageRecord[];
  items: Item[];
  children: (item: Item, index: number) => ReactNode;
}) {
  const byId = picturesById(images);
  return items.map((item, index) => (
    <div key={item.materialId} className="portal-picture-item">
      <PictureThumb image={byId.get(item.materialId)} />
      {children(item, index)}
    </div>
  ));
}
