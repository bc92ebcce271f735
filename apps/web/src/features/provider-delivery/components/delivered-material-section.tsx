import type { DeliveredMaterialRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { RightsMark } from '@/components/rights-mark.tsx';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';
import { materialTypeLabel } from '@/lib/material-kinds.ts';
import { rightsCaption } from '@/lib/usage-rights.ts';
import { useToday } from '@/lib/use-today.ts';
import { deliveredMaterialQuery } from '../api/provider-delivery-api.ts';
import { MaterialRightsDialog } from './material-rights-dialog.tsx';
import './delivered-material.css';

interface DeliveredMaterialSectionProps {
  caseId: string;
  lineId: string;
}

/**
 * The material delivered to the line with its usage rights (credit, licence, last day), and the way to change
 * the rights of the chosen ones. Expired material can be chosen here: extending its last day is the point.
 */
export function DeliveredMaterialSection({ caseId, lineId }: DeliveredMaterialSectionProps) {
  const { t } = useTranslation();
  const today = useToday();
  const material = useQuery(deliveredMaterialQuery(lineId));
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState(false);
  const items = material.data ?? [];
  // Material removed by the office meanwhile drops out of the choice with the next answer.
  const chosen = items.filter((item) => chosenIds.has(item.id));
  const choose = (id: string, on: boolean) =>
    setChosenIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allChosen = items.length > 0 && chosen.length === items.length;

  const body = material.isPending ? (
    <Spin />
  ) : material.isError ? (
    <Alert type="error" showIcon title={errorText(t, material.error)} />
  ) : items.length === 0 ? (
    <Typography.Text type="secondary">{t('delivery.rights.none')}</Typography.Text>
  ) : (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Checkbox
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={(event) =>
            setChosenIds(new Set(event.target.checked ? items.map((item) => item.id) : []))
          }
        >
          {t('delivery.rights.chooseAll', { count: items.length })}
        </Checkbox>
        <Button type="primary" disabled={chosen.length === 0} onClick={() => setEditing(true)}>
          {t('delivery.rights.set', { count: chosen.length })}
        </Button>
      </Flex>
      <ul className="portal-delivered-material">
        {items.map((item) => (
          <DeliveredMaterialTile
            key={item.id}
            material={item}
            chosen={chosenIds.has(item.id)}
            today={today}
            onChoose={(on) => choose(item.id, on)}
          />
        ))}
      </ul>
    </Flex>
  );

  return (
    <Panel title={t('delivery.rights.heading')}>
      <Typography.Paragraph type="secondary">{t('delivery.rights.sectionHint')}</Typography.Paragraph>
      {body}
      {editing && chosen[0] ? (
        <MaterialRightsDialog
          caseId={caseId}
          materialIds={chosen.map((item) => item.id)}
          initial={chosen[0].rights}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Panel>
  );
}

interface DeliveredMaterialTileProps {
  material: DeliveredMaterialRecord;
  chosen: boolean;
  /** Today in the reader's zone, asked once for the whole list. */
  today: string;
  onChoose: (chosen: boolean) => void;
}

function DeliveredMaterialTile({ material, chosen, today, onChoose }: DeliveredMaterialTileProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li data-material-id={material.id}>
      <div className="portal-delivered-material-picture">
        {material.thumbnailUrl ? (
          <img src={material.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span>{materialTypeLabel(t, material.type)}</span>
        )}
        <RightsMark rights={material.rights} today={today} />
      </div>
      <div className="portal-delivered-material-caption">
        <Checkbox
          checked={chosen}
          onChange={(event) => onChoose(event.target.checked)}
          aria-label={t('delivery.rights.choose', { name: material.name })}
        />
        <span>
          <Typography.Text strong>{material.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{rightsCaption(t, material.rights, locale)}</Typography.Text>
        </span>
      </div>
    </li>
  );
}
