import {
  IndoorRenovationBody,
  IndoorRenovationItem,
  RoomType,
  STAGING_TEXT_MAX,
  type TaskImageRecord,
} from '@portal/contracts';
import { Descriptions, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../components/form-field.tsx';
import type { TaskPanelProps } from '../tasks/completion/task-panel-props.ts';
import { useCompleteImageTask } from './api/task-images-api.ts';
import { PictureGrid, PictureItems } from './components/picture-grid.tsx';
import { PicturesShell } from './components/pictures-shell.tsx';
import { SubmitBar, useProblemText } from './components/submit-bar.tsx';
import { usePictureItemsForm } from './components/use-picture-items-form.ts';

type Item = z.input<typeof IndoorRenovationItem>;

/** A newly chosen picture: the room stays empty (''), so the form asks for it until it is chosen. */
const newItem = (materialId: string) => ({ materialId, roomType: '', description: '' }) as unknown as Item;

/** VIRTUAL_STAGING_INDOOR_RENOVATION: per chosen picture the room and the renovation to show. */
export default function IndoorRenovationPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  return (
    <PicturesShell
      detail={detail}
      form={(images) => <RenovationForm images={images} detail={detail} onChanged={onChanged} />}
      summary={(images, payload) => {
        return (
          <Flex vertical gap={16}>
            <PictureItems images={images} items={IndoorRenovationBody.safeParse(payload).data?.items ?? []}>
              {(item) => (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('staging.fields.roomType')}>
                    {t(`staging.rooms.${item.roomType}`)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('staging.fields.description')}>
                    <Typography.Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Typography.Text>
                  </Descriptions.Item>
                </Descriptions>
              )}
            </PictureItems>
          </Flex>
        );
      }}
    />
  );
}

function RenovationForm({ images, detail, onChanged }: TaskPanelProps & { images: TaskImageRecord[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const max = detail.orderedQuantity;
  const { control, handleSubmit, formState, items, choose } = usePictureItemsForm(
    IndoorRenovationItem,
    max,
    newItem,
  );
  const rooms = RoomType.options
    .map((room) => ({ value: room, label: t(`staging.rooms.${room}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit((body) => complete.mutate({ body }))()}>
      <Flex vertical gap={16}>
        <PictureGrid
          label={t('staging.renovation.choosePictures')}
          images={images}
          value={items.map((item) => item.materialId)}
          onChange={choose}
          max={max}
        />
        <PictureItems images={images} items={items}>
          {(_item, index) => (
            <div>
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
                render={(field) => (
                  <Input.TextArea {...field} rows={4} maxLength={STAGING_TEXT_MAX} showCount />
                )}
              />
            </div>
          )}
        </PictureItems>
        <SubmitBar
          pending={complete.isPending}
          error={complete.error}
          problem={problemText(formState.errors.items)}
        />
      </Flex>
    </Form>
  );
}
