import { type OrderRecord, propertyTypeLabel } from '@portal/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n.ts';

const NONE = '–';

const INVOICING_ITEMS = ['business', 'endUser'];

interface OrderInformationProps {
  order: OrderRecord;
  /** Left out for a photographer, whom the hub does not tell how the order is invoiced. */
  invoicing?: boolean;
}

/** What the order said about the property, the practical details and the invoicing. */
export function OrderInformation({ order, invoicing = true }: OrderInformationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const area = (value: number | null) =>
    value === null ? NONE : `${value} ${t('orders.units.squareMetres')}`;
  const yesNo = (value: boolean) => (value ? t('orders.values.yes') : t('orders.values.no'));
  const business = order.businessInvoice;
  const endUser = order.endUserInvoicing;
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      items={[
        {
          key: 'propertyType',
          label: t('orders.fields.propertyType'),
          children: order.propertyType ? propertyTypeLabel(order.propertyType, locale) : NONE,
        },
        { key: 'living', label: t('orders.fields.livingArea'), children: area(order.livingArea) },
        { key: 'basement', label: t('orders.fields.basementArea'), children: area(order.basementArea) },
        { key: 'floors', label: t('orders.fields.floors'), children: order.floors ?? NONE },
        {
          key: 'cadastral',
          label: t('orders.fields.cadastralNumber'),
          children: order.cadastralNumber || NONE,
        },
        {
          key: 'roof',
          label: t('orders.fields.roofColor'),
          children: order.roofColor ? t(`orders.roofColors.${order.roofColor}`) : NONE,
        },
        {
          key: 'offering',
          label: t('orders.fields.offeringType'),
          children: order.offeringType ? t(`orders.offeringTypes.${order.offeringType}`) : NONE,
        },
        {
          key: 'keyPickup',
          label: t('orders.fields.keyPickup'),
          children: order.keyPickup
            ? `${t('orders.values.yes')}${order.keyPickupAddress ? `: ${order.keyPickupAddress}` : ''}`
            : t('orders.values.no'),
        },
        { key: 'stylist', label: t('orders.fields.externalStylist'), children: yesNo(order.externalStylist) },
        {
          key: 'comment',
          label: t('orders.fields.photographerComment'),
          span: { xs: 1, md: 2 },
          children: order.photographerComment || NONE,
        },
        {
          key: 'business',
          label: t('orders.pages.new.businessTitle'),
          children: business
            ? [
                business.customerReference,
                `${t('orders.fields.cvr')}: ${business.cvr}`,
                business.ean ? `${t('orders.fields.ean')}: ${business.ean}` : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : NONE,
        },
        {
          key: 'endUser',
          label: t('orders.pages.new.endUserTitle'),
          children: endUser
            ? [
                `${endUser.firstName} ${endUser.lastName}`.trim(),
                endUser.email,
                endUser.phone,
                endUser.address,
              ]
                .filter(Boolean)
                .join(' · ')
            : NONE,
        },
      ].filter((item) => invoicing || !INVOICING_ITEMS.includes(item.key))}
    />
  );
}
