import { HomeOutlined } from '@ant-design/icons';
import { mapOrderStatus, type PropertyRecord } from '@portal/contracts';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import './properties.css';

/** A property for sale: its newest picture, address, order status, and links to the case and its presentation. */
export function PropertyCard({ property, compact = false }: { property: PropertyRecord; compact?: boolean }) {
  const { t } = useTranslation();
  const caseLink = `/cases/${encodeURIComponent(property.caseId)}`;
  return (
    <Card
      size="small"
      className="portal-property-card"
      cover={
        property.thumbnailUrl ? (
          <img src={property.thumbnailUrl} alt="" className="portal-property-thumbnail" loading="lazy" />
        ) : (
          <div className="portal-property-thumbnail portal-property-no-picture">
            <HomeOutlined aria-hidden />
            <span>{t('properties.noPicture')}</span>
          </div>
        )
      }
    >
      <Flex vertical gap={6}>
        <Typography.Text strong className="portal-property-address">
          {property.address}
        </Typography.Text>
        <Flex gap={8} align="center" wrap>
          <OrderStatusTag status={mapOrderStatus(property.orderStatus)} />
          {compact ? null : <Typography.Text type="secondary">{property.branchName}</Typography.Text>}
        </Flex>
        <Flex gap={12} wrap>
          <Link to={caseLink} aria-label={t('properties.openCaseOf', { address: property.address })}>
            {t('properties.openCase')}
          </Link>
          <Link
            to={`${caseLink}/presentation`}
            aria-label={t('properties.presentationOf', { address: property.address })}
          >
            {t('properties.presentation')}
          </Link>
        </Flex>
      </Flex>
    </Card>
  );
}
