import { IndoorRenovationBody, IndoorRenovationItem, RoomType, STAGING_TEXT_MAX } from '@portal/contracts';
import { Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { PictureItemsTask } from './picture-items-task.tsx';

type Item = z.input<typeof IndoorRenovationItem>;

/** A newly chosen picture: the room stays empty (''), so the form asks for it until it is chosen. */
const newItem = (materialId: string) => ({ materialId, roomType: '', description: '' }) as unknown as Item;

/** VIRTUAL_STAGING_INDOOR_RENOVATION: per chosen picture the room and the renovation to show. */
export default function IndoorRenovationPanel(props: TaskPanelProps) {
  const { t } = useTranslation();
  const rooms = RoomType.options
    .map((room) => ({ value: room, label: t(`staging.rooms.${room}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <PictureItemsTask
      {...props}
      item={IndoorRenovationItem}
      body={IndoorRenovationBody}
      newItem={newItem}
      chooseLabel={t('staging.renovation.choosePictures')}
      fields={(control, index) => (
        <>
          <FormField
            control={control}
            name={`items.${index}.roomType`}
            label={t('staging.fields.roomType')}
            required
            render={(field) => (
              <Select
                {...field}
                value={field.value || undefined}
                options={rooms}
                showSearch={{ optionFilterProp: 'label' }}
              />
            )}
          />
          <FormField
            control={control}
            name={`items.${index}.description`}
            label={t('staging.fields.description')}
            required
            extra={t('staging.renovation.descriptionHint')}
            render={(field) => <Input.TextArea {...field} rows={4} maxLength={STAGING_TEXT_MAX} showCount />}
          />
        </>
      )}
      describe={(item) => [
        { key: 'room', label: t('staging.fields.roomType'), value: t(`staging.rooms.${item.roomType}`) },
        {
          key: 'description',
          label: t('staging.fields.description'),
          value: <Typography.Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Typography.Text>,
        },
      ]}
    />
  );
}
