import { CommentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "Give feedback" on an order line that can receive it: opens the feedback page on its pictures. */
export function FeedbackLink({
  orderId,
  line,
}: {
  orderId: string;
  line: { id: string; productName: string };
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(line.id)}/feedback`}
      aria-label={t('feedback.openFor', { product: line.productName })}
    >
      <CommentOutlined aria-hidden /> {t('feedback.open')}
    </Link>
  );
}
