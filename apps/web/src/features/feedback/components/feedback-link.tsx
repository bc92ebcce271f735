import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Comment on pictures" on an order line that can receive visual feedback: opens the feedback page on its
 * pictures. Named apart from the line's "Feedback / complaint", which writes about the delivery as a whole.
 */
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
      <PictureOutlined aria-hidden /> {t('feedback.open')}
    </Link>
  );
}
