import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ListingAlteration, ListingSetBody } from '@portal/contracts';
import { AutoComplete, Button, Input, Radio, Tag, Typography } from 'antd';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { SortHandle } from '@/components/sort-handle.tsx';
import { materialTypeLabel } from '@/lib/material-kinds.ts';
import type { ListingType } from '../lib/listing-draft.ts';
import { AlterationTag } from './alteration-tag.tsx';

/** A delivered text the office may take as a caption. */
export interface CaptionSuggestion {
  title: string;
  text: string;
}

export interface ListingRowMaterial {
  id: string;
  name: string;
  type: ListingType;
  thumbnailUrl: string | null;
}

interface ListingItemRowProps {
  material: ListingRowMaterial;
  position: number;
  isMain: boolean;
  alteration: ListingAlteration | null;
  control: Control<ListingSetBody>;
  captionSuggestions: CaptionSuggestion[];
  /** Someone who may read the listing but not change it sees the saved caption as text. */
  readOnly: boolean;
  savedCaption: string;
  onMain: (materialId: string) => void;
  onRemove: (materialId: string) => void;
}

const matches = (input: string, text: string) => text.toLowerCase().includes(input.trim().toLowerCase());

/**
 * One chosen picture of the listing: its place, a handle to move it (mouse, touch or keyboard), the picture,
 * whether it is the main one, and its caption, which may be taken from the case's delivered texts.
 */
export function ListingItemRow({
  material,
  position,
  isMain,
  alteration,
  control,
  captionSuggestions,
  readOnly,
  savedCaption,
  onMain,
  onRemove,
}: ListingItemRowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({
    id: material.id,
    disabled: readOnly,
    attributes: { roleDescription: t('sorting.roleDescription') },
  });
  const options = captionSuggestions.map((suggestion) => ({
    value: suggestion.text,
    label: (
      <span className="listing-suggestion">
        <Typography.Text type="secondary">{suggestion.title}</Typography.Text>
        <span>{suggestion.text}</span>
      </span>
    ),
    search: suggestion.text,
  }));
  const className = ['listing-row', sortable.isDragging ? 'listing-row-dragging' : ''].join(' ');

  return (
    <li
      ref={sortable.setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-material-id={material.id}
    >
      {readOnly ? null : (
        <SortHandle
          sortable={sortable}
          className="listing-row-handle"
          label={t('listings.editor.move', { name: material.name })}
        />
      )}
      <div className="listing-row-picture">
        {material.thumbnailUrl ? (
          <img src={material.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="listing-row-placeholder">
            <PictureOutlined aria-hidden />
          </span>
        )}
        <span className="listing-row-position" aria-hidden>
          {position}
        </span>
      </div>
      <div className="listing-row-head">
        <Typography.Text strong className="listing-row-name" title={material.name}>
          {material.name}
        </Typography.Text>
        {material.type === 'Picture' && !alteration ? null : (
          <span className="listing-row-tags">
            {material.type === 'Picture' ? null : <Tag>{materialTypeLabel(t, material.type)}</Tag>}
            {alteration ? <AlterationTag alteration={alteration} /> : null}
          </span>
        )}
        <Radio
          checked={isMain}
          disabled={readOnly}
          onChange={() => onMain(material.id)}
          aria-label={t('listings.editor.mainOf', { name: material.name })}
        >
          {t('listings.editor.main')}
        </Radio>
      </div>
      {readOnly ? null : (
        <Button
          className="listing-row-remove"
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('listings.editor.remove', { name: material.name })}
          title={t('listings.editor.remove', { name: material.name })}
          onClick={() => onRemove(material.id)}
        />
      )}
      <div className="listing-row-caption">
        {readOnly ? (
          <Typography.Text type={savedCaption ? undefined : 'secondary'}>
            {savedCaption || t('listings.editor.noCaption')}
          </Typography.Text>
        ) : (
          <FormField
            control={control}
            name={`captions.${material.id}`}
            label={t('listings.editor.caption')}
            render={({ ref: _ref, ...field }) =>
              options.length > 0 ? (
                <AutoComplete
                  {...field}
                  value={field.value ?? ''}
                  options={options}
                  showSearch={{ filterOption: (input, option) => matches(input, option?.search ?? '') }}
                  popupMatchSelectWidth={false}
                  placeholder={t('listings.editor.captionPlaceholder')}
                />
              ) : (
                <Input
                  {...field}
                  value={field.value ?? ''}
                  placeholder={t('listings.editor.captionPlaceholder')}
                />
              )
            }
          />
        )}
      </div>
    </li>
  );
}
