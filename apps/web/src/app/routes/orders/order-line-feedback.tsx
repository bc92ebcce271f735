import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { feedbackQuery } from '@/features/feedback/api/feedback-api.ts';
import { FeedbackEditor } from '@/features/feedback/components/feedback-editor.tsx';

/** The feedback page of an order line (docs/product.md): comments drawn on the delivered pictures. */
export function OrderLineFeedbackPage() {
  const { t } = useTranslation();
  const { id = '', lineId = '' } = useParams();
  const feedback = useQuery(feedbackQuery(id, lineId));
  const back = (
    <Link to={`/orders/${encodeURIComponent(id)}`} className="portal-back-link">
      {t('feedback.page.back')}
    </Link>
  );

  if (feedback.isPending) return <PageSpin />;
  if (feedback.isError) {
    return (
      <PageLoadError
        title={t('feedback.page.titleUnknown')}
        error={feedback.error}
        onRetry={() => void feedback.refetch()}
        extra={back}
      />
    );
  }
  return (
    <>
      <PageHeading title={t('feedback.page.title', { product: feedback.data.productName })} extra={back} />
      <FeedbackEditor key={lineId} orderId={id} lineId={lineId} record={feedback.data} />
    </>
  );
}
