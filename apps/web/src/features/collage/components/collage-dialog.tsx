import {
  COLLAGE_TEMPLATES,
  type CollageTemplate,
  CollageTemplateId,
  type MaterialRecord,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Form, Modal, Radio, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collagePricingQuery, useMakeCollage } from '@/features/collage/api/collage-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { CollageLayout } from './collage-layout.tsx';

const TEMPLATES = CollageTemplateId.options.map((id) => COLLAGE_TEMPLATES[id]);

/** The pictures placed on the template's areas in the order they were chosen, as far as they go. */
function placeInOrder(template: CollageTemplate, pictures: MaterialRecord[]): Record<string, string> {
  return Object.fromEntries(
    template.areas.flatMap((area, index) => {
      const picture = pictures[index % pictures.length];
      return picture ? [[area.id, picture.id]] : [];
    }),
  );
}

interface CollageDialogProps {
  caseId: string;
  /** The chosen pictures of the case, at least two. */
  pictures: MaterialRecord[];
  onClose: () => void;
}

/** Choose a template, place the chosen pictures on its areas, and make the collage. */
export function CollageDialog({ caseId, pictures, onClose }: CollageDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const { visiblePrices } = useSignedInUser();
  // Prices only for a user who wants to see them; the hub leaves them out for anyone else anyway.
  const pricing = useQuery({ ...collagePricingQuery(caseId), enabled: visiblePrices });
  const make = useMakeCollage(caseId);
  const templateLabel = useId();
  const fitting = TEMPLATES.filter((template) => template.areas.length <= pictures.length);
  const [template, setTemplate] = useState<CollageTemplate>(
    fitting.at(-1) ?? (TEMPLATES[0] as CollageTemplate),
  );
  const [placements, setPlacements] = useState(() => placeInOrder(template, pictures));
  const byId = new Map(pictures.map((picture) => [picture.id, picture]));

  const chooseTemplate = (id: CollageTemplateId) => {
    const chosen = COLLAGE_TEMPLATES[id];
    setTemplate(chosen);
    setPlacements(placeInOrder(chosen, pictures));
    make.reset();
  };
  const priceOf = (id: CollageTemplateId) => {
    if (!visiblePrices || !pricing.data) return null;
    const price = pricing.data.templates.find((entry) => entry.templateId === id)?.price ?? null;
    if (price === null) return null;
    return price === 0 ? t('documents.collage.included') : formatPrice(price, pricing.data.currency, locale);
  };
  const submit = () =>
    make.mutate(
      {
        templateId: template.id,
        placements: template.areas.map((area) => ({
          areaId: area.id,
          materialId: placements[area.id] ?? '',
        })),
      },
      {
        onSuccess: () => {
          void message.success(t('documents.collage.made'));
          onClose();
        },
      },
    );

  return (
    <Modal
      open
      title={t('documents.collage.title')}
      okText={t('documents.collage.make')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={make.isPending}
      okButtonProps={{ disabled: template.areas.some((area) => !placements[area.id]) }}
      cancelButtonProps={{ disabled: make.isPending }}
      closable={!make.isPending}
      mask={{ closable: false }}
      onOk={submit}
      onCancel={() => (make.isPending ? undefined : onClose())}
      destroyOnHidden
      width={640}
    >
      <Flex vertical gap={16}>
        <div>
          <Typography.Text strong id={templateLabel}>
            {t('documents.collage.template')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={templateLabel}
            value={template.id}
            onChange={(event) => chooseTemplate(event.target.value as CollageTemplateId)}
            className="portal-collage-templates"
            style={{ marginTop: 8 }}
          >
            {TEMPLATES.map((option) => {
              const price = priceOf(option.id);
              return (
                <Radio key={option.id} value={option.id} disabled={option.areas.length > pictures.length}>
                  <Flex vertical gap={4}>
                    <CollageLayout template={option} />
                    <span>{t('documents.collage.pictures', { count: option.areas.length })}</span>
                    {price ? <Typography.Text type="secondary">{price}</Typography.Text> : null}
                  </Flex>
                </Radio>
              );
            })}
          </Radio.Group>
        </div>
        <CollageLayout
          template={template}
          pictureUrls={Object.fromEntries(
            Object.entries(placements).map(([areaId, materialId]) => [
              areaId,
              byId.get(materialId)?.thumbnailUrl ?? byId.get(materialId)?.largestSource?.url,
            ]),
          )}
        />
        <Form layout="vertical" component={false}>
          {template.areas.map((area, index) => (
            <Form.Item
              key={area.id}
              label={t('documents.collage.area', { number: index + 1 })}
              htmlFor={`${templateLabel}-${area.id}`}
            >
              <Select
                id={`${templateLabel}-${area.id}`}
                value={placements[area.id]}
                onChange={(materialId: string) =>
                  setPlacements((current) => ({ ...current, [area.id]: materialId }))
                }
                options={pictures.map((picture) => ({ value: picture.id, label: picture.name }))}
              />
            </Form.Item>
          ))}
        </Form>
        {make.isError ? <Alert type="error" showIcon title={errorText(t, make.error)} /> : null}
      </Flex>
    </Modal>
  );
}
