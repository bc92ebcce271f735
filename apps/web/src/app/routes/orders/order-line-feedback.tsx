import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { feedbackQuery } from '@/features/feedback/api/feedback-api.ts';
import { FeedbackEditor } from '@/features/feedback/components/feedback-editor.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';

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
    const missing = isApiError(feedback.error, 404) || isApiError(feedback.error, 403);
    return (
      <>
        <PageHeading title={t('feedback.page.titleUnknown')} extra={back} />
        <Alert
          type="error"
          showIcon
          title={missing ? t(ErrorKey.notFound) : errorText(t, feedback.error)}
          action={
            missing || isApiError(feedback.error, 409) ? undefined : (
              <Button onClick={() => void feedback.refetch()}>{t('common.actions.retry')}</Button>
            )
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeading title={t('feedback.page.title', { product: feedback.data.productName })} extra={back} />
      <FeedbackEditor key={lineId} orderId={id} lineId={lineId} record={feedback.data} />
    </>
  );
}
