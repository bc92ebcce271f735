import {
  STAGING_COMMENT_MAX,
  StagingCategory,
  VirtualStagingBody,
  VirtualStagingItem,
  VirtualStagingLabel,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChoiceCards } from '@/components/choice-cards.tsx';
import { FormField } from '@/components/form-field.tsx';
import { stagingOptionsQuery } from '@/features/task-images/api/task-images-api.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { PictureItemsTask } from './picture-items-task.tsx';

type Item = z.input<typeof VirtualStagingItem>;

const optionImage = (url: string) => <img className="portal-option-image" src={url} alt="" />;

/** A newly chosen picture: room and style stay empty (''), so the form asks for them until they are chosen. */
const newItem = (materialId: string) =>
  ({
    materialId,
    roomType: '',
    furnitureCode: '',
    label: 'INTERIOR_DESIGN_SUGGESTION',
    comment: '',
  }) as unknown as Item;

/** VIRTUAL_STAGING, _720 and _COMMERCIAL: per chosen picture the room, the furniture style and the label. */
export default function VirtualStagingPanel(props: TaskPanelProps) {
  const { t } = useTranslation();
  const category = StagingCategory.catch('VIRTUAL_STAGING').parse(props.detail.task.type);
  const options = useQuery(stagingOptionsQuery(category));
  const rooms = options.data ?? [];
  const furniture = rooms[0]?.furnitureOptions ?? [];

  return (
    <PictureItemsTask
      {...props}
      item={VirtualStagingItem}
      body={VirtualStagingBody}
      newItem={newItem}
      chooseLabel={t('staging.virtualStaging.choosePictures')}
      notice={<Alert type="info" showIcon title={t('staging.virtualStaging.correctionRound')} />}
      loading={options.isPending}
      fields={(control, index, picture) => (
        <>
          <FormField
            control={control}
            name={`items.${index}.roomType`}
            label={t('staging.fields.roomType')}
            required
            render={(field) => (
              <ChoiceCards
                id={field.id}
                label={t('staging.fields.roomTypeOf', { name: picture?.name })}
                value={field.value || null}
                minWidth={110}
                onChange={field.onChange}
                options={rooms.map((room) => ({
                  value: room.roomType,
                  title: t(`staging.rooms.${room.roomType}`),
                  extra: optionImage(room.imageUrl),
                }))}
              />
            )}
          />
          <FormField
            control={control}
            name={`items.${index}.furnitureCode`}
            label={t('staging.fields.furniture')}
            required
            render={(field) => (
              <ChoiceCards
                id={field.id}
                label={t('staging.fields.furnitureOf', { name: picture?.name })}
                value={field.value || null}
                minWidth={110}
                onChange={field.onChange}
                options={furniture.map((style) => ({
                  value: style.code,
                  title: t(`staging.furniture.${style.code}`),
                  extra: optionImage(style.imageUrl),
                }))}
              />
            )}
          />
          <FormField
            control={control}
            name={`items.${index}.label`}
            label={t('staging.fields.label')}
            required
            extra={t('staging.virtualStaging.labelHint')}
            render={(field) => (
              <Select
                {...field}
                options={VirtualStagingLabel.options.map((label) => ({
                  value: label,
                  label: t(`staging.labels.${label}`),
                }))}
              />
            )}
          />
          <FormField
            control={control}
            name={`items.${index}.comment`}
            label={t('staging.fields.comment')}
            render={(field) => (
              <Input.TextArea {...field} rows={2} maxLength={STAGING_COMMENT_MAX} showCount />
            )}
          />
        </>
      )}
      describe={(item) => [
        { key: 'room', label: t('staging.fields.roomType'), value: t(`staging.rooms.${item.roomType}`) },
        {
          key: 'furniture',
          label: t('staging.fields.furniture'),
          value: t(`staging.furniture.${item.furnitureCode}`),
        },
        { key: 'label', label: t('staging.fields.label'), value: t(`staging.labels.${item.label}`) },
        item.comment ? { key: 'comment', label: t('staging.fields.comment'), value: item.comment } : null,
      ]}
    />
  );
}
