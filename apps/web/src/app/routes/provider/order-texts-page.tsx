import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Form, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import {
  orderTextsQuery,
  textSectionsQuery,
} from '@/features/provider-delivery/api/provider-delivery-api.ts';
import { TextDeliveryCard } from '@/features/provider-delivery/components/text-delivery-card.tsx';
import { sectionTitle } from '@/lib/text-section-title.ts';

/** Delivering an order's texts: the case's sections with the office's reviews, and any section added here. */
export function OrderTextsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const texts = useQuery(orderTextsQuery(id));
  const sections = useQuery(textSectionsQuery());
  const [added, setAdded] = useState<string[]>([]);
  const pickerId = useId();
  const back = (
    <Link to={`/provider/orders/${encodeURIComponent(id)}`} className="portal-back-link">
      {t('delivery.line.back')}
    </Link>
  );

  if (texts.isPending || sections.isPending) return <PageSpin />;
  if (texts.isError || sections.isError) {
    return (
      <PageLoadError
        title={t('delivery.texts.titleUnknown')}
        error={texts.error ?? (sections.error as Error)}
        onRetry={() => void Promise.all([texts.refetch(), sections.refetch()])}
        extra={back}
      />
    );
  }
  const record = texts.data;
  const maxLengthOf = (name: string) =>
    sections.data.find((section) => name.startsWith(section.name))?.maxLength ?? 20_000;
  const shown = [...record.texts.map((text) => text.name), ...added];
  const addable = sections.data.filter((section) => !shown.includes(section.name));

  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('delivery.texts.title', { address: record.address })} extra={back} />
      <Typography.Text type="secondary">
        {t('delivery.texts.intro', { salesId: record.salesId })}
      </Typography.Text>
      {shown.length === 0 ? <Empty description={t('delivery.texts.none')} /> : null}
      {shown.map((name) => (
        <TextDeliveryCard
          key={name}
          caseId={record.caseId}
          orderId={record.orderId}
          name={name}
          maxLength={maxLengthOf(name)}
          current={record.texts.find((text) => text.name === name)}
        />
      ))}
      <Form layout="vertical">
        <Form.Item label={t('delivery.texts.add')} htmlFor={pickerId}>
          <Select
            id={pickerId}
            value={null}
            placeholder={t('delivery.texts.addPlaceholder')}
            style={{ maxWidth: 360 }}
            showSearch={{ optionFilterProp: 'label' }}
            options={addable.map((section) => ({
              value: section.name,
              label: sectionTitle(t, section.name),
            }))}
            onChange={(name: string) => setAdded([...added, name])}
          />
        </Form.Item>
      </Form>
    </Flex>
  );
}
