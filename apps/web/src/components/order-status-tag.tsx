import { displayOrderStatus, OrderStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n.ts';

const STATUS_COLORS: Record<OrderStatus, string> = {
  OPEN: 'processing',
  BACKORDER: 'warning',
  DELIVERED: 'success',
  CANCELLED: 'error',
  INVOICED: 'purple',
  NONE: 'default',
  AWAITING_APPROVAL: 'gold',
};

/**
 * An order's (or order line's) status as the user's language shows it: back orders read as open in Danish,
 * except where the exact status matters (`exact`: the provider's console moves orders between the two).
 */
export function OrderStatusTag({ status, exact = false }: { status: OrderStatus | string; exact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const known = OrderStatus.safeParse(status);
  if (!known.success) return <Tag>{status}</Tag>;
  const shown = exact ? known.data : displayOrderStatus(known.data, locale);
  return <Tag color={STATUS_COLORS[shown]}>{t(`cases.statuses.${shown}`)}</Tag>;
}
