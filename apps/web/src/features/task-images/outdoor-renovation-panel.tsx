import {
  GrassOption,
  OutdoorRemovalOption,
  OutdoorRenovationBody,
  OutdoorRenovationColour,
  OutdoorRenovationItem,
  OutdoorRenovationOption,
  STAGING_COMMENT_MAX,
  type TaskImageRecord,
} from '@portal/contracts';
import { Checkbox, Descriptions, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../components/form-field.tsx';
import type { TaskPanelProps } from '../tasks/completion/task-panel-props.ts';
import { useCompleteImageTask } from './api/task-images-api.ts';
import { PictureGrid, PictureItems } from './components/picture-grid.tsx';
import { PicturesShell } from './components/pictures-shell.tsx';
import { SubmitBar, useProblemText } from './components/submit-bar.tsx';
import { usePictureItemsForm } from './components/use-picture-items-form.ts';

type Item = z.input<typeof OutdoorRenovationItem>;
type Choice = Item['options'][number];

const newItem = (materialId: string): Item => ({ materialId, options: [], comment: '' });

/** The parts to recolour: a checkbox per part, and its colour once it is ticked. */
function PartColours({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Choice[];
  onChange: (next: Choice[]) => void;
}) {
  const { t } = useTranslation();
  const colours = OutdoorRenovationColour.options.map((colour) => ({
    value: colour,
    label: t(`staging.outdoor.colours.${colour}`),
  }));
  return (
    <Flex id={id} vertical gap={8}>
      {OutdoorRenovationOption.options.map((option) => {
        const chosen = value.find((choice) => choice.option === option);
        const others = value.filter((choice) => choice.option !== option);
        return (
          <Flex key={option} gap={12} align="center" wrap>
            <Checkbox
              checked={Boolean(chosen)}
              onChange={(event) =>
                onChange(event.target.checked ? [...others, { option, colour: 'WHITE' }] : others)
              }
              style={{ minWidth: 180 }}
            >
              {t(`staging.outdoor.options.${option}`)}
            </Checkbox>
            {chosen ? (
              <Select
                aria-label={t('staging.outdoor.colourOf', { part: t(`staging.outdoor.options.${option}`) })}
                value={chosen.colour}
                options={colours}
                onChange={(colour) =>
                  onChange(value.map((choice) => (choice.option === option ? { option, colour } : choice)))
                }
                style={{ minWidth: 220 }}
              />
            ) : null}
          </Flex>
        );
      })}
    </Flex>
  );
}

/** VIRTUAL_STAGING_OUTDOOR_RENOVATION: per chosen picture new colours, things to remove or blur, the lawn. */
export default function OutdoorRenovationPanel({ detail, onChanged }: TaskPanelProps) {
  const { t } = useTranslation();
  return (
    <PicturesShell
      detail={detail}
      form={(images) => <RenovationForm images={images} detail={detail} onChanged={onChanged} />}
      summary={(images, payload) => {
        return (
          <Flex vertical gap={16}>
            <PictureItems images={images} items={OutdoorRenovationBody.safeParse(payload).data?.items ?? []}>
              {(item) => (
                <Descriptions column={1} size="small">
                  {item.options.map((choice) => (
                    <Descriptions.Item
                      key={choice.option}
                      label={t(`staging.outdoor.options.${choice.option}`)}
                    >
                      {t(`staging.outdoor.colours.${choice.colour}`)}
                    </Descriptions.Item>
                  ))}
                  {item.removal ? (
                    <Descriptions.Item label={t('staging.fields.removal')}>
                      {t(`staging.outdoor.removal.${item.removal}`)}
                    </Descriptions.Item>
                  ) : null}
                  {item.grass ? (
                    <Descriptions.Item label={t('staging.fields.grass')}>
                      {t(`staging.outdoor.grass.${item.grass}`)}
                    </Descriptions.Item>
                  ) : null}
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

function RenovationForm({ images, detail, onChanged }: TaskPanelProps & { images: TaskImageRecord[] }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const complete = useCompleteImageTask(detail, onChanged);
  const max = detail.orderedQuantity;
  const { control, handleSubmit, formState, items, choose } = usePictureItemsForm(
    OutdoorRenovationItem,
    max,
    newItem,
  );
  const optionsOf = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

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
                name={`items.${index}.options`}
                label={t('staging.outdoor.parts')}
                extra={t('staging.outdoor.partsHint')}
                render={(field) => (
                  <PartColours id={field.id} value={field.value} onChange={field.onChange} />
                )}
              />
              <FormField
                control={control}
                name={`items.${index}.removal`}
                label={t('staging.fields.removal')}
                render={(field) => (
                  <Select
                    {...field}
                    allowClear
                    placeholder={t('staging.outdoor.nothing')}
                    options={optionsOf(OutdoorRemovalOption.options, 'staging.outdoor.removal')}
                  />
                )}
              />
              <FormField
                control={control}
                name={`items.${index}.grass`}
                label={t('staging.fields.grass')}
                render={(field) => (
                  <Select
                    {...field}
                    allowClear
                    placeholder={t('staging.outdoor.nothing')}
                    options={optionsOf(GrassOption.options, 'staging.outdoor.grass')}
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
