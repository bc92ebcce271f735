import { type Case, type CaseRecord, propertyTypeLabel } from '@portal/contracts';
import { Alert, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactPersonList } from '@/components/contact-person-list.tsx';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { Panel } from '@/components/panel.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { CaseAddress } from './case-address.tsx';

const NONE = '–';

interface CaseInformationCardProps {
  found: Case;
  /** The record as the hub sent it: the contact list reads the raw priorities. */
  record: CaseRecord;
}

/** The case's information card: where and what it is, who to contact, and what is known of the property. */
export function CaseInformationCard({ found, record }: CaseInformationCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const area = (value: number | null) =>
    value === null ? NONE : `${value} ${t('orders.units.squareMetres')}`;
  const { property } = found;
  const casePath = `/cases/${encodeURIComponent(found.id)}`;

  return (
    <Panel title={t('cases.pages.details.information')}>
      <Flex vertical gap={16}>
        <Flex gap={16} wrap>
          {found.materials.archived ? null : (
            <Link to="/orders/new">{t('cases.pages.details.newOrder')}</Link>
          )}
          <Link to={`${casePath}/orders`}>{t('cases.pages.details.orders')}</Link>
        </Flex>
        {found.materials.archived ? (
          <Alert
            type="info"
            showIcon
            title={t('cases.pages.details.archived')}
            data-testid="materials-archived"
          />
        ) : null}
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          size="small"
          items={[
            { key: 'address', label: t('cases.columns.address'), children: <CaseAddress found={found} /> },
            { key: 'reference', label: t('cases.columns.reference'), children: found.reference },
            { key: 'department', label: t('cases.columns.department'), children: found.department.name },
            {
              key: 'category',
              label: t('cases.columns.category'),
              children: t(`cases.categories.${found.category}`),
            },
            {
              key: 'status',
              label: t('cases.columns.status'),
              children: <OrderStatusTag status={found.orderStatus} />,
            },
          ]}
        />
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={12}>
            <Typography.Title level={3} className="portal-section-title">
              {t('cases.pages.details.contacts')}
            </Typography.Title>
            <ContactPersonList records={record.contactPersons} />
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Title level={3} className="portal-section-title">
              {t('cases.pages.details.property')}
            </Typography.Title>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'propertyType',
                  label: t('orders.fields.propertyType'),
                  children: property.propertyType ? propertyTypeLabel(property.propertyType, locale) : NONE,
                },
                {
                  key: 'livingArea',
                  label: t('cases.pages.details.livingArea'),
                  children: area(property.registeredArea),
                },
                {
                  key: 'basement',
                  label: t('orders.fields.basementArea'),
                  children: area(property.basementArea),
                },
                { key: 'storeys', label: t('orders.fields.floors'), children: property.storeys ?? NONE },
              ]}
            />
          </Col>
        </Row>
      </Flex>
    </Panel>
  );
}
