import {
  GrassOption,
  OutdoorRemovalOption,
  OutdoorRenovationBody,
  OutdoorRenovationColour,
  OutdoorRenovationItem,
  OutdoorRenovationOption,
  STAGING_COMMENT_MAX,
} from '@portal/contracts';
import { Checkbox, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '@/components/form-field.tsx';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { PictureItemsTask } from './picture-items-task.tsx';

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
export default function OutdoorRenovationPanel(props: TaskPanelProps) {
  const { t } = useTranslation();
  const optionsOf = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <PictureItemsTask
      {...props}
      item={OutdoorRenovationItem}
      body={OutdoorRenovationBody}
      newItem={newItem}
      chooseLabel={t('staging.renovation.choosePictures')}
      fields={(control, index) => (
        <>
          <FormField
            control={control}
            name={`items.${index}.options`}
            label={t('staging.outdoor.parts')}
            extra={t('staging.outdoor.partsHint')}
            render={(field) => <PartColours id={field.id} value={field.value} onChange={field.onChange} />}
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
        </>
      )}
      describe={(item) => [
        ...item.options.map((choice) => ({
          key: choice.option,
          label: t(`staging.outdoor.options.${choice.option}`),
          value: t(`staging.outdoor.colours.${choice.colour}`),
        })),
        item.removal
          ? {
              key: 'removal',
              label: t('staging.fields.removal'),
              value: t(`staging.outdoor.removal.${item.removal}`),
            }
          : null,
        item.grass
          ? {
              key: 'grass',
              label: t('staging.fields.grass'),
              value: t(`staging.outdoor.grass.${item.grass}`),
            }
          : null,
        item.comment ? { key: 'comment', label: t('staging.fields.comment'), value: item.comment } : null,
      ]}
    />
  );
}
