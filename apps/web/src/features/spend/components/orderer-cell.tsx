import { Flex, Typography } from 'antd';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** Who placed an order and when, in the reader's zone: the same cell in the budget's and the approvals' tables. */
export function OrdererCell({ orderer, placedAt }: { orderer: string | null; placedAt: string }) {
  const locale = useLocale();
  const user = useSignedInUser();
  return (
    <Flex vertical gap={2}>
      <span>{orderer ?? '–'}</span>
      <Typography.Text type="secondary">{formatDate(placedAt, locale, user.timezone)}</Typography.Text>
    </Flex>
  );
}
