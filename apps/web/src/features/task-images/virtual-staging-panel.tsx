import {
  STAGING_COMMENT_MAX,
  StagingCategory,
  type TaskImageRecord,
  VirtualStagingBody,
  VirtualStagingItem,
  VirtualStagingLabel,
  type VirtualStagingOptionRecord,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex, Form, Input, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChoiceCards } from '../../components/choice-cards.tsx';
import { FormField } from '../../components/form-field.tsx';
import type { TaskPanelProps } from '../tasks/completion/task-panel-props.ts';
import { stagingOptionsQuery, useCompleteImageTask } from './api/task-images-api.ts';
import { PictureGrid, PictureItems, picturesById } from './components/picture-grid.tsx';
import { PicturesShell } from './components/pictures-shell.tsx';
import { SubmitBar, useProblemText } from './components/submit-bar.tsx';
import { usePictureItemsForm } from './components/use-picture-items-form.ts';

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
export default function VirtualStagingPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  const category = StagingCategory.catch('VIRTUAL_STAGING').parse(detail.task.type);
  const options = useQuery(stagingOptionsQuery(category));
  const correctionNote = <Alert type="info" showIcon title={t('staging.virtualStaging.correctionRound')} />;
  return (
    <PicturesShell
      detail={detail}
      form={(images) =>
        options.isPending ? (
          <Skeleton active />
        ) : (
          <Flex vertical gap={16}>
            {correctionNote}
            <StagingForm
              images={images}
              rooms={options.data ?? []}
              max={detail.orderedQuantity}
              detail={detail}
              onChanged={onChanged}
            />
          </Flex>
        )
      }
      summary={(images, payload) => {
        const parsed = VirtualStagingBody.safeParse(payload);
        return (
          <Flex vertical gap={16}>
            {correctionNote}
            <PictureItems images={images} items={parsed.data?.items ?? []}>
              {(item) => (
                <Descriptions column={1} size="small">
                  <Descriptions.Item label={t('staging.fields.roomType')}>
                    {t(`staging.rooms.${item.roomType}`)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('staging.fields.furniture')}>
                    {t(`staging.furniture.${item.furnitureCode}`)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('staging.fields.label')}>
                    {t(`staging.labels.${item.label}`)}
                  </Descriptions.Item>
                  {item.comment ? (
                    <Descriptions.Item label={t('staging.fields.comment')}>{item.comment}</Descriptions.Item>
                  ) : null}
                </Descriptions>
              )}
            </PictureItems>
          </Flex>
        );
      }}
    />
  );
}

interface StagingFormProps extends TaskPanelProps {
  images: TaskImageRecord[];
  rooms: VirtualStagingOptionRecord[];
  max: number;
}

function StagingForm({ images, rooms, max, detail, onChanged }: StagingFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const { control, handleSubmit, formState, items, choose } = usePictureItemsForm(
    VirtualStagingItem,
    max,
    newItem,
  );
  const byId = picturesById(images);
  const furniture = rooms[0]?.furnitureOptions ?? [];

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit((body) => complete.mutate({ body }))()}>
      <Flex vertical gap={16}>
        <PictureGrid
          label={t('staging.virtualStaging.choosePictures')}
          images={images}
          value={items.map((item) => item.materialId)}
          onChange={choose}
          max={max}
        />
        <PictureItems images={images} items={items}>
          {(item, index) => (
            <div>
              <FormField
                control={control}
                name={`items.${index}.roomType`}
                label={t('staging.fields.roomType')}
                required
                render={(field) => (
                  <ChoiceCards
                    id={field.id}
                    label={t('staging.fields.roomTypeOf', { name: byId.get(item.materialId)?.name })}
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
                    label={t('staging.fields.furnitureOf', { name: byId.get(item.materialId)?.name })}
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
